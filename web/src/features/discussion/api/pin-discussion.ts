import { adminUpdateDiscussion } from '@oj/shared/api/admin-discussion';
import { getDiscussionDetail, getDiscussionList } from '@oj/shared/api/discussion';
import { callKey, useCallMutation } from '../../../lib/call-query';

/** PUT /api/admin/discussion `{id, topPriority}`: an admin role pins or unpins from the list. */
export const usePinDiscussion = () =>
  useCallMutation(adminUpdateDiscussion, {
    toInput: (input: { id: number; topPriority: boolean }) => ({ body: input }),
    invalidates: (_answer, input) => [
      callKey(getDiscussionList),
      callKey(getDiscussionDetail, { did: input.id }),
    ],
  });
