import type { getReplies as call } from '@oj/shared';
import { allReplies } from '../../data/comments/read-comment';
import type { Handler } from '../../frame/route';
import { replyView } from './comment-view';
import { findComment } from './find-comment';

/** GET /api/reply?commentId=: every reply of a comment the viewer may see, oldest first. */
export const getReplies: Handler<typeof call> = async ({ query }, context) => {
  await findComment(query.commentId, context.user, 'read');
  return (await allReplies(query.commentId)).map(replyView);
};
