import type { deleteReply as call } from '@oj/shared';
import { deleteReply as deleteStoredReply } from '../../data/comments/delete-reply';
import { readReply } from '../../data/comments/read-comment';
import { discussionCommentCountUpdate } from '../../data/discussions/discussion-comment-count';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { mayDelete } from './delete-permission';
import { findComment } from './find-comment';

/** DELETE /api/reply: one reply; its comment's count and the discussion's `commentNum` drop by 1. */
export const deleteReply: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const { id, commentId } = body.reply;
  const { comment, info } = await findComment(commentId, context.user, 'read');
  const reply = await readReply(commentId, id);
  if (!reply) throw new AppError('replyNotFound', { id });
  if (!mayDelete(reply.from.uid, info, context.user)) throw new AppError('commentDeleteNotAllowed');
  const counts = comment.did !== null ? [discussionCommentCountUpdate(comment.did, -1)] : [];
  if (!(await deleteStoredReply(commentId, id, counts))) throw new AppError('replyNotFound', { id });
  return null;
};
