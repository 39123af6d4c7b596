import type { getTrainingDetail as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { trainingCatalogue } from '../../data/trainings/training-catalogue';
import { trainingCategories } from '../../data/training-categories/training-categories';
import { trainingLineOf } from './find-training';
import { acCountOf, readViewerStanding, trainingLockOf } from './training-standing';
import { trainingViewOf } from './training-view';

/**
 * GET /api/get-training-detail: the training's head (`TrainingVO`), to a viewer the training exists
 * for (the route's `sight`: a hidden one for its admins and the site's), with the caller's solved
 * count and, in a course pack, the lock: a locked training is shown (the screen says why), its
 * problems and submissions are refused.
 */
export const getTrainingDetail: ScopedHandler<typeof call, 'user', 'training'> = async (_input, context) => {
  const [line, catalogue, categories, standing] = await Promise.all([
    trainingLineOf(context.scope.training.tid),
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
