import type { adminDeleteContest as call } from '@oj/shared';
import type { SignedInContext } from '../../frame/route';
import type { ScopedHandler } from '../../scope/route';
import { deleteContest as deleteStored } from '../../data/contests/delete-contest';
import { deleteCommentsOf } from '../../data/comments/delete-comments-of';

/**
 * Deletes contest `cid`, its catalogue line and its partition, then its comments (clarifications)
 * with their replies and likes; the caller was allowed to.
 */
export async function deleteContestWhole(cid: number, context: SignedInContext): Promise<void> {
  const removed = await deleteStored(cid);
  await deleteCommentsOf({ cid });
  context.log.info('contest deleted', { cid, removed, by: context.user.username });
}

/**
 * DELETE /api/admin/contest?cid= (super admin): the contest whole (`deleteContestWhole`). The route
 * opened the contest (`contestNotFound` when there is none).
 */
export const deleteContest: ScopedHandler<typeof call, 'root', 'contest'> = async ({ query }, context) => {
  await deleteContestWhole(query.cid, context);
  return null;
};
