import type { updateGroupContestProblem as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { setContestProblemLink } from '../admin-contest-problem';
import { changeableGroupContest } from '../group-contest';

/**
 * PUT /api/group/contest-problem: a problem's display id, title and colour in the group contest, as
 * the site sets them (`setContestProblemLink`); a problem not yet there joins it by the group
 * contest's rules (the group's own or the public set's public problems). For those who may change it.
 */
export const updateContestProblem: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { body },
  context,
) => {
  await setContestProblemLink(body, changeableGroupContest(context.scope, context.user), context);
  return null;
};
