import type { Route } from '../../frame/route';
import { adminConfigRoutes } from './config-routes';
import { adminProblemRoutes } from './problem-routes';
import { adminJudgeRoutes } from './judge-routes';

/** The admin area (document 3, §2.18). */
export const adminRoutes: readonly Route[] = [
  ...adminConfigRoutes,
  ...adminProblemRoutes,
  ...adminJudgeRoutes,
];
