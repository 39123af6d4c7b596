import { adminTrainingRoute } from './admin.training';
import { adminTrainingCreateRoute } from './admin.training-create';
import { adminTrainingEditRoute } from './admin.training-edit';
import { adminTrainingProblemsRoute } from './admin.training-problems';
import { adminTrainingCategoryRoute } from './admin.training-category';

/**
 * The training pages of the admin area (spec part 3 §2.18): the list, the form, a training's problems
 * and the categories. A tuple, spread into `adminPageRoutes`, so the route tree keeps every page typed.
 */
export const adminTrainingRoutes = [
  adminTrainingRoute,
  adminTrainingCreateRoute,
  adminTrainingEditRoute,
  adminTrainingProblemsRoute,
  adminTrainingCategoryRoute,
] as const;
