import type { adminUpdateTrainingCategory as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { trainingCategories } from '../../data/training-categories/training-categories';
import { updateTrainingCategory } from '../../data/training-categories/write-training-category';

/** PUT /api/admin/training/category: rename or recolour a category. */
export const updateCategory: Handler<typeof call, 'problem_admin'> = async ({ body }) => {
  trainingCategories.forget();
  const before = (await trainingCategories()).find((category) => category.id === body.id);
  if (!before || !(await updateTrainingCategory({ ...before, name: body.name, color: body.color })))
    throw new AppError('trainingCategoryNotFound', { id: body.id });
  return null;
};
