import { groupSend } from '../group-fixtures';
import type { MatrixCases } from './matrix-case';
import { ownersGroupProblem } from './group-problem';

/** The review of group problems: site roles decide (problem admins and the super admin). */
export const adminGroupProblemMatrixCases: MatrixCases = {
  'GET /api/admin/group-problem/list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  // A problem its owner applied for the public set, refused (progress 3) by whoever may review.
  'PUT /api/admin/group-problem/change-progress': {
    request: async (klass, _caller, url) => {
      const pid = await ownersGroupProblem(klass);
      const applied = await groupSend(url)('PUT', '/api/group/apply-public', klass.owner, {
        pid,
        isApplied: true,
      });
      if (applied.envelope.status !== 200)
        throw new Error(`applying for the public set: ${applied.envelope.msg}`);
      return { body: { pid, progress: 3 } };
    },
  },
};
