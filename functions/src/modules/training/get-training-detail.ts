import type { getTrainingDetail as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { trainingCatalogue } from '../../data/trainings/training-catalogue';
import { trainingCategories } from '../../data/training-categories/training-categories';
import { findTrainingLine } from './find-training';
import { acCountOf, readViewerStanding, trainingLockOf } from './training-standing';
import { trainingViewOf } from './training-view';

/**
 * GET /api/get-training-detail: the training's head (`TrainingVO`), with the caller's solved count
 * and, in a course pack, the lock: a locked training is shown (the screen says why), its problems
 * and submissions are refused.
 */
export const getTrainingDetail: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const line = await findTrainingLine(query.tid, context.user);
  const [catalogue, categories, standing] = await Promise.all([
    trainingCatalogue(),
    trainingCategories(),
    readViewerStanding(context.user),
  ]);
  const category = categories.find((candidate) => candidate.id === line.categoryId);
  return trainingViewOf(
    line,
    category,
    acCountOf(line, standing),
    trainingLockOf(line, category, catalogue, standing),
  );
};
