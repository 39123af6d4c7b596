import { addReply, type Reply } from '@oj/shared/api/comment';
import { getDiscussionDetail } from '@oj/shared/api/discussion';
import { callKey, useCallMutation } from '../../../lib/call-query';
import type { CommentSource } from '../comment-source';

/** What is answered: the comment itself or one of its replies (whose author the reply goes to). */
export interface ReplyTarget {
  commentId: number;
  toUid: string;
  toName: string;
  toAvatar: string;
  quote: { id: number; type: 'Comment' | 'Reply' };
}

/** POST /api/reply: a reply to the comment's or a reply's author; it comes back for the section to add. */
export const useAddReply = () =>
  useCallMutation(addReply, {
    toInput: (input: { source: CommentSource; target: ReplyTarget; content: string }) => {
      const { target } = input;
      return {
        body: {
          reply: {
            commentId: target.commentId,
            content: input.content,
            toUid: target.toUid,
            toName: target.toName,
            toAvatar: target.toAvatar,
          },
          did: 'did' in input.source ? input.source.did : null,
          quoteId: target.quote.id,
          quoteType: target.quote.type,
        },
      };
    },
    invalidates: (_answer: Reply, input) => ('did' in input.source ? [callKey(getDiscussionDetail)] : []),
  });
