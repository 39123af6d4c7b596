import type { deleteComment as call } from '@oj/shared';
import { sourceOfComment } from '../../data/comments/comment-item';
import { deleteComment as deleteStoredComment } from '../../data/comments/delete-comment';
import { readComment } from '../../data/comments/read-comment';
import { discussionCommentCountUpdate } from '../../data/discussions/discussion-comment-count';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { mayDelete } from './delete-permission';
import { findComment } from './find-comment';

const maxAttempts = 5;

/**
 * DELETE /api/comment: the comment with its replies and likes; the discussion's `commentNum` drops by
 * 1 + its replies in the same transaction (retried when a reply lands in between).
 */
export const deleteComment: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const found = await findComment(body.id, context.user, 'read');
  if (!mayDelete(found.comment.from.uid, found.info, context.user))
    throw new AppError('commentDeleteNotAllowed');
  let comment = found.comment;
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const counts =
      comment.did !== null ? [discussionCommentCountUpdate(comment.did, -(1 + comment.totalReplyNum))] : [];
    const outcome = await deleteStoredComment(comment, sourceOfComment(comment), counts);
    if (outcome === 'deleted') return null;
    /* The discussion went first: its own delete removes its comments. */
    if (outcome === 'gone') throw new AppError('discussionNotFound', { did: comment.did ?? 0 });
    /* A reply landed or left in between: delete the comment as it stands now. */
    const again = await readComment(body.id);
    if (!again) throw new AppError('commentNotFound', { id: body.id });
    comment = again;
  }
  throw new Error(`comment ${body.id} kept changing while being deleted`);
};
