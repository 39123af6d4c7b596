import type { deleteGroupContestProblem as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { removeFromContest } from '../admin-contest-problem';
import { changeableGroupContest } from '../group-contest';

/**
 * DELETE /api/group/contest-problem?pid=&cid=: the problem leaves the group contest, as on the site
 * (`removeFromContest`: it stays in its set, its submissions stay as the record). For those who may
 * change the contest.
 */
export const deleteContestProblem: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  context,
) => {
  await removeFromContest(changeableGroupContest(context.scope, context.user).cid, query.pid, context);
  return null;
};
