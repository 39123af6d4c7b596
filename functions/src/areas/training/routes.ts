import type { Route } from '../../frame/route';

/**
 * The training function: trainings, their categories, problems and ranks, and their admin calls
 * (spec part 2, §7 "Training", and the `/api/admin/training…` calls). Its own function, apart from
 * the admin one, whose bundle is near its size budget.
 */
export const trainingAreaRoutes: readonly Route[] = [];
