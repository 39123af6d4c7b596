import type { adminGetTraining as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { storedTrainingOf } from '../../scope/administered-training';
import { trainingCategories } from '../../data/training-categories/training-categories';
import { adminTrainingOf } from './admin-training-view';

/**
 * GET /api/admin/training: the training and its category (`TrainingDTO`), for its admins (the
 * route's `administer`), password included.
 */
export const getTraining: ScopedHandler<typeof call, 'admin', 'training'> = async (_input, { scope }) => {
  const training = await storedTrainingOf(scope);
  const category = (await trainingCategories()).find((candidate) => candidate.id === training.categoryId);
  return { training: adminTrainingOf(training), trainingCategory: category ?? null };
};
