import { AppError } from '../../frame/app-error';
import { trainingCategories } from '../../data/training-categories/training-categories';
import type { StoredTrainingCategory } from '../../data/training-categories/training-category-item';

/** The category a training body names, which must exist (404 naming its id otherwise). */
export async function chosenCategory(id: number): Promise<StoredTrainingCategory> {
  trainingCategories.forget();
  const category = (await trainingCategories()).find((candidate) => candidate.id === id);
  if (!category) throw new AppError('trainingCategoryNotFound', { id });
  return category;
}
