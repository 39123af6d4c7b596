import { addDiscussion, getDiscussionList } from '@oj/shared/api/discussion';
import { callKey, useCallMutation } from '../../../lib/call-query';
import type { DiscussionBody } from '../form/discussion-form-values';

/** POST /api/discussion: a new discussion; every page of the list is read again. */
export const useAddDiscussion = () =>
  useCallMutation(addDiscussion, {
    toInput: (body: DiscussionBody) => ({ body }),
    invalidates: [callKey(getDiscussionList)],
  });
