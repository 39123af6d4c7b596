import type { adminDeleteContest as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { deleteContest as deleteStored } from '../../data/contests/delete-contest';
import { deleteCommentsOf } from '../../data/comments/delete-comments-of';

/**
 * DELETE /api/admin/contest?cid= (super admin): the contest, its catalogue line and its partition,
 * then its comments (clarifications) with their replies and likes.
 */
export const deleteContest: Handler<typeof call, 'root'> = async ({ query }, context) => {
  if (!(await readStoredContest(query.cid))) throw new AppError('contestNotFound', { cid: query.cid });
  const removed = await deleteStored(query.cid);
  await deleteCommentsOf({ cid: query.cid });
  context.log.info('contest deleted', { cid: query.cid, removed, by: context.user.username });
  return null;
};
