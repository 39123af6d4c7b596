import { getDiscussionDetail, getDiscussionList, updateDiscussion } from '@oj/shared/api/discussion';
import { callKey, useCallMutation } from '../../../lib/call-query';
import type { DiscussionBody } from '../form/discussion-form-values';

/** PUT /api/discussion: the author's edit (no counts sent; the server keeps the category). */
export const useUpdateDiscussion = () =>
  useCallMutation(updateDiscussion, {
    toInput: (body: DiscussionBody & { id: number }) => ({ body }),
    invalidates: (_answer, body) => [
      callKey(getDiscussionList),
      callKey(getDiscussionDetail, { did: body.id }),
    ],
  });
