import type { Route } from '../../frame/route';
import { adminConfigRoutes } from '../../modules/admin-config/routes';
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

/** The admin function (document 3, §2.18): every admin module. */
export const adminAreaRoutes: readonly Route[] = [
  ...adminConfigRoutes,
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
