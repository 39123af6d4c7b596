import { adminGetDiscussionReports } from '@oj/shared/api/admin-discussion';
import { getDiscussionDetail, getDiscussionList } from '@oj/shared/api/discussion';
import { callKey } from '../../../lib/call-query';

/**
 * What a moderation write makes stale: every discussion list (this page's and the board's, whose
 * order follows the pin and whose rows follow the status), the discussions' detail, and the reports,
 * which name the reported discussion.
 */
export const discussionChangedKeys = [
  callKey(getDiscussionList),
  callKey(getDiscussionDetail),
  callKey(adminGetDiscussionReports),
];
