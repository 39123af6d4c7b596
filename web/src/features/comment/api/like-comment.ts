import { likeComment } from '@oj/shared/api/comment';
import { useCallMutation } from '../../../lib/call-query';
import { sourceIdOf, sourceTypeOf, type CommentSource } from '../comment-source';

/** GET /api/comment-like: like a comment or take the like back (the section moves its count itself). */
export const useLikeComment = () =>
  useCallMutation(likeComment, {
    toInput: (input: { source: CommentSource; commentId: number; toLike: boolean }) => ({
      query: {
        cid: input.commentId,
        toLike: input.toLike ? ('true' as const) : ('false' as const),
        sourceId: sourceIdOf(input.source),
        sourceType: sourceTypeOf(input.source),
      },
    }),
  });
