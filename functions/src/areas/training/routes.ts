import type { Route } from '../../frame/route';
import { trainingRoutes } from '../../modules/training/routes';
import { trainingRankRoutes } from '../../modules/training-rank/routes';
import { adminTrainingRoutes } from '../../modules/admin-training/routes';
import { adminTrainingProblemRoutes } from '../../modules/admin-training-problem/routes';
import { adminTrainingCategoryRoutes } from '../../modules/admin-training-category/routes';

/**
 * The training function: trainings, their categories, problems and ranks, and their admin calls
 * (spec part 2, §7 "Training", and the `/api/admin/training…` calls). Its own function, apart from
 * the admin one, whose bundle is near its size budget.
 */
export const trainingAreaRoutes: readonly Route[] = [
  ...trainingRoutes,
  ...trainingRankRoutes,
  ...adminTrainingRoutes,
  ...adminTrainingProblemRoutes,
  ...adminTrainingCategoryRoutes,
];
