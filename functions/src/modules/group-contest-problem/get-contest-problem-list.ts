import type { getGroupContestProblemList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { contestProblemList } from '../admin-contest-problem';
import { changeableGroupContest } from '../group-contest';

/**
 * GET /api/group/get-contest-problem-list: the site's contest problem picker (`contestProblemList`)
 * on a group contest, for those who may change it: its problems (the group's and the public set's),
 * or with `problemType` the public candidates.
 */
export const getContestProblemList: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  context,
) => contestProblemList(query, changeableGroupContest(context.scope, context.user).cid);
