import { deleteComment } from '@oj/shared/api/comment';
import { getDiscussionDetail } from '@oj/shared/api/discussion';
import { callKey, useCallMutation } from '../../../lib/call-query';
import type { CommentSource } from '../comment-source';

/** DELETE /api/comment: the comment with its replies and likes. */
export const useDeleteComment = () =>
  useCallMutation(deleteComment, {
    toInput: (input: { source: CommentSource; id: number; fromUid: string }) => ({
      body: { id: input.id, fromUid: input.fromUid, ...input.source },
    }),
    invalidates: (_answer, input) => ('did' in input.source ? [callKey(getDiscussionDetail)] : []),
  });
