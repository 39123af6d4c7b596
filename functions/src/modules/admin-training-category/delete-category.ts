import type { adminDeleteTrainingCategory as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { trainingCategories } from '../../data/training-categories/training-categories';
import { deleteTrainingCategory } from '../../data/training-categories/write-training-category';
import { trainingCatalogue } from '../../data/trainings/training-catalogue';

/** DELETE /api/admin/training/category: delete a category no training sits in any more. */
export const deleteCategory: Handler<typeof call, 'problem_admin'> = async ({ query }) => {
  trainingCategories.forget();
  trainingCatalogue.forget();
  const [categories, catalogue] = await Promise.all([trainingCategories(), trainingCatalogue()]);
  const category = categories.find((candidate) => candidate.id === query.cid);
  if (!category) throw new AppError('trainingCategoryNotFound', { id: query.cid });
  const count = catalogue.filter((line) => line.categoryId === query.cid).length;
  if (count > 0) throw new AppError('trainingCategoryInUse', { name: category.name, count });
  if (!(await deleteTrainingCategory(query.cid)))
    throw new AppError('trainingCategoryNotFound', { id: query.cid });
  return null;
};
