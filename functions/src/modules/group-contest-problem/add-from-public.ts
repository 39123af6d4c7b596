import type { addGroupContestProblemFromPublic as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { addPublicProblem } from '../admin-contest-problem';
import { changeableGroupContest } from '../group-contest';

/**
 * POST /api/group/add-contest-problem-from-public {pid, cid, displayId}: a public problem of the
 * public set joins the group contest, as on the site (`addPublicProblem`), for those who may change
 * it. Private and contest-only problems of the site are refused (`groupContestProblemNotAllowed`).
 */
export const addFromPublic: ScopedHandler<typeof call, 'user', 'contest'> = async ({ body }, context) => {
  await addPublicProblem(body, changeableGroupContest(context.scope, context.user), context);
  return null;
};
