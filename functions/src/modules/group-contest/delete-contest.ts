import type { deleteGroupContest as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { deleteContestWhole } from '../admin-contest';
import { changeableGroupContest } from './group-contest-change';

/**
 * DELETE /api/group/contest?cid=: the group contest whole, as the site deletes a contest (its
 * problems' links, announcements, registrations, board and clarifications), by those who may change
 * it. Its problems and submissions stay.
 */
export const deleteContest: ScopedHandler<typeof call, 'user', 'contest'> = async ({ query }, context) => {
  changeableGroupContest(context.scope, context.user);
  await deleteContestWhole(query.cid, context);
  return null;
};
