import type { adminGetTraining as call, CallResponse } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { storedTrainingOf } from '../../scope/administered-training';
import { trainingCategories } from '../../data/training-categories/training-categories';
import type { StoredTraining } from '../../data/trainings/training-item';
import { adminTrainingOf } from './admin-training-view';

/** A stored training as its edit form (`TrainingDTO`), password included, with its category. */
export async function trainingFormOf(training: StoredTraining): Promise<CallResponse<typeof call>> {
  const category = (await trainingCategories()).find((candidate) => candidate.id === training.categoryId);
  return { training: adminTrainingOf(training), trainingCategory: category ?? null };
}

/**
 * GET /api/admin/training: the training and its category (`TrainingDTO`), for its admins (the
 * route's `administer`), password included.
 */
export const getTraining: ScopedHandler<typeof call, 'admin', 'training'> = async (_input, { scope }) =>
  trainingFormOf(await storedTrainingOf(scope));
