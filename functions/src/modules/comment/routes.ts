import {
  addComment as addCommentCall,
  addReply as addReplyCall,
  deleteComment as deleteCommentCall,
  deleteReply as deleteReplyCall,
  getComments as getCommentsCall,
  getReplies as getRepliesCall,
  likeComment as likeCommentCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { addComment } from './add-comment';
import { addReply } from './add-reply';
import { deleteComment } from './delete-comment';
import { deleteReply } from './delete-reply';
import { getComments } from './get-comments';
import { getReplies } from './get-replies';
import { likeComment } from './like-comment';

/**
 * Comments and replies under a discussion or a contest (spec part 2, "Comment component"): lists are open to
 * visitors (a contest's need a login), writing needs one; each checks its source's switch and rules, and who may write or delete.
 */
export const commentRoutes: readonly Route[] = [
  route(getCommentsCall, 'anyone', getComments, { scope: { need: 'enter', of: 'any' } }),
  route(getRepliesCall, 'anyone', getReplies, { scope: { need: 'enter', of: 'any' } }),
  route(addCommentCall, 'user', addComment, { scope: { need: 'enter', of: 'any' } }),
  route(addReplyCall, 'user', addReply),
  route(deleteCommentCall, 'user', deleteComment),
  route(deleteReplyCall, 'user', deleteReply),
  route(likeCommentCall, 'user', likeComment, { notAScope: 'cid is the id of the comment liked' }),
];
