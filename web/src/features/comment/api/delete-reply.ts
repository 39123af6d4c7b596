import { deleteReply, type Reply } from '@oj/shared/api/comment';
import { getDiscussionDetail } from '@oj/shared/api/discussion';
import { callKey, useCallMutation } from '../../../lib/call-query';
import type { CommentSource } from '../comment-source';

/** DELETE /api/reply: one reply of a comment. */
export const useDeleteReply = () =>
  useCallMutation(deleteReply, {
    toInput: (input: { source: CommentSource; reply: Reply }) => ({
      body: { did: 'did' in input.source ? input.source.did : null, reply: input.reply },
    }),
    invalidates: (_answer, input) => ('did' in input.source ? [callKey(getDiscussionDetail)] : []),
  });
