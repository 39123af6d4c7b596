import type { getReplies as call } from '@oj/shared';
import { allReplies } from '../../data/comments/read-comment';
import type { ScopedHandler } from '../../scope/route';
import { replyView } from './comment-view';
import { findComment } from './find-comment';
import { commentFilterFor } from './comment-visibility';

/**
 * GET /api/reply?commentId=: every reply of a comment the viewer may see, oldest first (a contestant
 * of a running contest: their own and the staff's). A `cid` names the comment's contest, which the
 * route opened and entered (`enter`); the comment's own source decides what is shown.
 */
export const getReplies: ScopedHandler<typeof call, 'anyone', 'any'> = async ({ query }, context) => {
  const { info } = await findComment(query.commentId, context.user, 'read', context.scope);
  const shown = commentFilterFor(info, context.user);
  const replies = await allReplies(query.commentId);
  return (shown === null ? replies : replies.filter(shown)).map(replyView);
};
