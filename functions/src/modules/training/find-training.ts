import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import { findTrainingLineById } from '../../data/trainings/training-catalogue';
import type { TrainingLine } from '../../data/trainings/training-item';
import { isTrainingAdmin } from '../../policy/training';
import { isAdmin } from '../../policy/viewer';

/**
 * A training's catalogue line as a reader finds it (from the cached catalogue, or by key for a training
 * newer than the copy): one that does not exist, or is hidden from a viewer who does not run it,
 * answers 404 naming the id.
 */
export async function findTrainingLine(tid: number, user: RequestUser | undefined): Promise<TrainingLine> {
  const line = await findTrainingLineById(tid);
  if (!line || (!line.status && !isAdmin(user) && !isTrainingAdmin(user, line)))
    throw new AppError('trainingNotFound', { tid });
  return line;
}
