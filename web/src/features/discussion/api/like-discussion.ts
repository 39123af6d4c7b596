import { getDiscussionDetail, likeDiscussion } from '@oj/shared/api/discussion';
import { callKey, useCallMutation } from '../../../lib/call-query';

/** GET /api/discussion-like?did&toLike: like or take the like back; the detail is read again. */
export const useLikeDiscussion = () =>
  useCallMutation(likeDiscussion, {
    toInput: (input: { did: number; toLike: boolean }) => ({
      query: { did: input.did, toLike: input.toLike ? ('true' as const) : ('false' as const) },
    }),
    invalidates: (_answer, input) => [callKey(getDiscussionDetail, { did: input.did })],
  });
