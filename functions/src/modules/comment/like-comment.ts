import type { likeComment as call } from '@oj/shared';
import { setCommentLike } from '../../data/comments/comment-like';
import { userMessageWrites } from '../../data/messages/message-writes';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { commentAuthor } from './comment-author';
import { findComment } from './find-comment';

/**
 * GET /api/comment-like?cid=<comment id>&toLike=: idempotent; the count stays equal to the liked rows,
 * and the author's `Like` message goes out once per liker (with the first-ever like).
 */
export const likeComment: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const { user } = context;
  const { comment, info } = await findComment(query.cid, user, 'read');
  const outcome = await setCommentLike(comment.id, user.uid, query.toLike, async () => {
    const from = await commentAuthor(user);
    return userMessageWrites({
      recipientUid: comment.from.uid,
      box: 'Like',
      action: 'Like_Post',
      sourceId: info.sourceId,
      sourceType: info.sourceType,
      sourceTitle: info.title,
      sourceContent: comment.content,
      quoteId: comment.id,
      quoteType: 'Comment',
      quoteContent: comment.content,
      url: info.url,
      sender: { uid: user.uid, username: from.name, avatar: from.avatar },
    });
  });
  if (outcome === 'targetGone') throw new AppError('commentNotFound', { id: query.cid });
  return null;
};
