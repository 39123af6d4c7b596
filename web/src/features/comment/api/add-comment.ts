import { addComment } from '@oj/shared/api/comment';
import { getDiscussionDetail } from '@oj/shared/api/discussion';
import { callKey, useCallMutation } from '../../../lib/call-query';
import type { CommentSource } from '../comment-source';

/** POST /api/comment: the new comment comes back for the section to put first; a discussion's count is read again. */
export const useAddComment = () =>
  useCallMutation(addComment, {
    toInput: (input: { source: CommentSource; content: string }) => ({
      body: { content: input.content, ...input.source },
    }),
    invalidates: (_answer, input) => ('did' in input.source ? [callKey(getDiscussionDetail)] : []),
  });
