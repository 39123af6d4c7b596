import type { Route } from '../../frame/route';
import { adminSwitchRoutes } from '../../modules/admin-switch/routes';
import { adminProblemRoutes } from '../../modules/admin-problem/routes';
import { adminTagRoutes } from '../../modules/admin-tag/routes';
import { adminJudgeRoutes } from '../../modules/admin-judge/routes';
import { adminJobRoutes } from '../../modules/admin-job/routes';
import { adminUserRoutes } from '../../modules/admin-user/routes';
import { adminRoleRoutes } from '../../modules/admin-role/routes';
import { adminAnnouncementRoutes } from '../../modules/admin-announcement/routes';
import { adminNoticeRoutes } from '../../modules/admin-notice/routes';
import { adminAccountRoutes } from '../../modules/admin-account/routes';
import { adminDashboardRoutes } from '../../modules/admin-dashboard/routes';

/** The admin function (document 3, §2.18): every admin module but the site's settings (`settings`). */
export const adminAreaRoutes: readonly Route[] = [
  ...adminSwitchRoutes,
  ...adminProblemRoutes,
  ...adminTagRoutes,
  ...adminJudgeRoutes,
  ...adminJobRoutes,
  ...adminUserRoutes,
  ...adminRoleRoutes,
  ...adminAnnouncementRoutes,
  ...adminNoticeRoutes,
  ...adminAccountRoutes,
  ...adminDashboardRoutes,
];
