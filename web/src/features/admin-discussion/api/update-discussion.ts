import { adminUpdateDiscussion } from '@oj/shared/api/admin-discussion';
import { useCallMutation } from '../../../lib/call-query';
import { discussionChangedKeys } from './discussion-changed-keys';

/** One switch of a row: pinned (`topPriority`) or enabled (`status` 0, disabled 1). */
export type DiscussionSwitch = { id: number; topPriority: boolean } | { id: number; status: 0 | 1 };

/** PUT /api/admin/discussion: the list's two switches, saved as soon as they are flipped. */
export const useUpdateDiscussion = () =>
  useCallMutation(adminUpdateDiscussion, {
    toInput: (body: DiscussionSwitch) => ({ body }),
    invalidates: discussionChangedKeys,
  });
