import type { MatrixCases } from './matrix-case';
import { ownersGroupProblem } from './group-problem';

/** The review of group problems: site roles decide (problem admins and the super admin). */
export const adminGroupProblemMatrixCases: MatrixCases = {
  'GET /api/admin/group-problem/list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  // A problem that never applied: the super admin is answered 400 (not applying), the rest refused.
  'PUT /api/admin/group-problem/change-progress': {
    request: async (klass) => ({ body: { pid: await ownersGroupProblem(klass), progress: 3 } }),
  },
};
