import type { adminDeleteContest as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { deleteContest as deleteStored } from '../../data/contests/delete-contest';
import { deleteCommentsOf } from '../../data/comments/delete-comments-of';

/**
 * DELETE /api/admin/contest?cid= (super admin): the contest, its catalogue line and its partition,
 * then its comments (clarifications) with their replies and likes. The route opened the contest
 * (`contestNotFound` when there is none).
 */
export const deleteContest: ScopedHandler<typeof call, 'root', 'contest'> = async ({ query }, context) => {
  const removed = await deleteStored(query.cid);
  await deleteCommentsOf({ cid: query.cid });
  context.log.info('contest deleted', { cid: query.cid, removed, by: context.user.username });
  return null;
};
