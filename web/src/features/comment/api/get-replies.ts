import { getReplies } from '@oj/shared/api/comment';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/reply: every reply of a comment, oldest first ("show all N replies"). */
export const repliesQueryOptions = (commentId: number, cid: number | undefined) =>
  callQueryOptions(getReplies, { commentId, ...(cid ? { cid } : {}) }, { staleTime: 0 });
