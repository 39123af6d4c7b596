import { AppError } from '../../frame/app-error';
import { findTrainingLineById } from '../../data/trainings/training-catalogue';
import type { TrainingLine } from '../../data/trainings/training-item';

/**
 * A training's catalogue line, what its page shows (from the cached catalogue, or by key for a
 * training newer than the copy). Whether the viewer may see the training was decided with the route's
 * scope (`sight`); a training whose line is gone (deleted a moment ago) answers 404 naming the id.
 */
export async function trainingLineOf(tid: number): Promise<TrainingLine> {
  const line = await findTrainingLineById(tid);
  if (!line) throw new AppError('trainingNotFound', { tid });
  return line;
}
