import { adminDiscussionRoute } from './admin.discussion';
import { adminDiscussionReportRoute } from './admin.discussion-report';
import { adminDiscussionCategoryRoute } from './admin.discussion-category';

/**
 * The discussion pages of the admin area (spec part 3 §2.18 "discussion" and the "discussion reports"
 * label): the discussions, their reports and the categories. A tuple, spread into `adminPageRoutes`.
 */
export const adminDiscussionRoutes = [
  adminDiscussionRoute,
  adminDiscussionReportRoute,
  adminDiscussionCategoryRoute,
] as const;
