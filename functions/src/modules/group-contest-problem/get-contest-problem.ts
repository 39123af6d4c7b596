import type { getGroupContestProblem as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { contestProblemLink } from '../admin-contest-problem';
import { changeableGroupContest } from '../group-contest';

/** GET /api/group/contest-problem?pid=&cid=: a problem's link to the group contest, for those who may change it. */
export const getContestProblem: ScopedHandler<typeof call, 'user', 'contest'> = async ({ query }, context) =>
  contestProblemLink(changeableGroupContest(context.scope, context.user).cid, query.pid);
