import { adminDashboardRoute } from './admin.dashboard';
import { adminProblemCreateRoute } from './admin.problem-create';
import { adminProblemEditRoute } from './admin.problem-edit';
import { adminConfRoute } from './admin.conf';
import { adminSwitchRoute } from './admin.switch';
import { adminJudgeRoute } from './admin.judge';
import { adminProblemsRoute } from './admin.problems';
import { adminProblemTagRoute } from './admin.problem-tag';
import { adminUserRoute } from './admin.user';
import { adminRoleRoute } from './admin.role';
import { adminDatabaseRoute } from './admin.database';
import { adminAnnouncementRoute } from './admin.announcement';
import { adminNoticeRoute } from './admin.notice';
import { adminContestRoutes } from './admin.contest-routes';
import { adminTrainingRoutes } from './admin.training-routes';
import { adminDiscussionRoutes } from './admin.discussion-routes';
import { adminComingRoutes } from './admin.coming-routes';

/**
 * The pages of the admin area, children of `adminLayoutRoute` (one line each). The side menu lists
 * every page of `features/admin-account/admin-menu.ts`; a page answers once its route is here. A
 * tuple, not a route array, so the route tree keeps every page's path, params and search typed.
 */
export const adminPageRoutes = [
  adminDashboardRoute,
  adminProblemsRoute,
  adminUserRoute,
  adminRoleRoute,
  adminDatabaseRoute,
  adminConfRoute,
  adminSwitchRoute,
  adminJudgeRoute,
  adminAnnouncementRoute,
  adminNoticeRoute,
  adminProblemTagRoute,
  adminProblemCreateRoute,
  adminProblemEditRoute,
  ...adminContestRoutes,
  ...adminTrainingRoutes,
  ...adminDiscussionRoutes,
  ...adminComingRoutes,
  // One line per page, above this one.
] as const;
