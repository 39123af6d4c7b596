import {
  adminAddTrainingCategory,
  adminDeleteTrainingCategory,
  adminUpdateTrainingCategory,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { addCategory } from './add-category';
import { deleteCategory } from './delete-category';
import { updateCategory } from './update-category';

/** Training categories: the super admin and problem admins (contract "Area: admin"). */
export const adminTrainingCategoryRoutes: readonly Route[] = [
  route(adminAddTrainingCategory, 'problem_admin', addCategory),
  route(adminUpdateTrainingCategory, 'problem_admin', updateCategory),
  route(adminDeleteTrainingCategory, 'problem_admin', deleteCategory, {
    notAScope: 'cid is the id of the training category to delete',
  }),
];
