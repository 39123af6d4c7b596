import { adminDeleteDiscussions } from '@oj/shared/api/admin-discussion';
import { useCallMutation } from '../../../lib/call-query';
import { discussionChangedKeys } from './discussion-changed-keys';

/** DELETE /api/admin/discussion with the ids as its body: one row's, or the ticked ones. */
export const useDeleteDiscussions = () =>
  useCallMutation(adminDeleteDiscussions, {
    toInput: (ids: number[]) => ({ body: ids }),
    invalidates: discussionChangedKeys,
  });
