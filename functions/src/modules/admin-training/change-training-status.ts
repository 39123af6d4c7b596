import type { adminChangeTrainingStatus as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { storedTrainingOf } from '../../scope/administered-training';
import { putTraining } from '../../data/trainings/put-training';
import { readTrainingProblems } from '../../data/trainings/training-problems';
import type { StoredTraining } from '../../data/trainings/training-item';

/** Show or hide `training` (read whole, to be written back with the new status and its problems). */
export async function saveTrainingStatus(training: StoredTraining, status: boolean): Promise<void> {
  const pids = (await readTrainingProblems(training.tid, true)).map((link) => link.pid);
  await putTraining({ ...training, status, gmtModified: new Date().toISOString() }, pids, { ifNew: false });
}

/**
 * PUT /api/admin/training/change-training-status: show or hide a training the caller runs (the
 * route's `administer`).
 */
export const changeTrainingStatus: ScopedHandler<typeof call, 'admin', 'training'> = async (
  { query },
  context,
) => {
  await saveTrainingStatus(await storedTrainingOf(context.scope), query.status);
  return null;
};
