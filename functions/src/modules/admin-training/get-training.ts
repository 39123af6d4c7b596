import type { adminGetTraining as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { trainingCategories } from '../../data/training-categories/training-categories';
import { readOwnTraining } from './own-training';
import { adminTrainingOf } from './admin-training-view';

/** GET /api/admin/training: the training and its category (`TrainingDTO`), for its admins. */
export const getTraining: Handler<typeof call, 'admin'> = async ({ query }, context) => {
  const training = await readOwnTraining(query.tid, context.user);
  const category = (await trainingCategories()).find((candidate) => candidate.id === training.categoryId);
  return { training: adminTrainingOf(training), trainingCategory: category ?? null };
};
