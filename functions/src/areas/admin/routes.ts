import type { Route } from '../../frame/route';
import { adminConfigRoutes } from '../../modules/admin-config/routes';
import { adminProblemRoutes } from '../../modules/admin-problem/routes';
import { adminTagRoutes } from '../../modules/admin-tag/routes';
import { adminJudgeRoutes } from '../../modules/admin-judge/routes';
import { adminJobRoutes } from '../../modules/admin-job/routes';

/** The admin function (document 3, §2.18): every admin module. */
export const adminAreaRoutes: readonly Route[] = [
  ...adminConfigRoutes,
  ...adminProblemRoutes,
  ...adminTagRoutes,
  ...adminJudgeRoutes,
  ...adminJobRoutes,
];
