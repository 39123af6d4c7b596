import { deleteDiscussion, getDiscussionList } from '@oj/shared/api/discussion';
import { callKey, useCallMutation } from '../../../lib/call-query';

/** DELETE /api/discussion?did: by its author or an admin role. */
export const useDeleteDiscussion = () =>
  useCallMutation(deleteDiscussion, {
    toInput: (did: number) => ({ query: { did } }),
    invalidates: [callKey(getDiscussionList)],
  });
