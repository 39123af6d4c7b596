import type { adminChangeTrainingStatus as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { storedTrainingOf } from '../../scope/administered-training';
import { putTraining } from '../../data/trainings/put-training';
import { readTrainingProblems } from '../../data/trainings/training-problems';

/**
 * PUT /api/admin/training/change-training-status: show or hide a training the caller runs (the
 * route's `administer`); the training is read whole to be written back with the new status.
 */
export const changeTrainingStatus: ScopedHandler<typeof call, 'admin', 'training'> = async (
  { query },
  context,
) => {
  const training = await storedTrainingOf(context.scope);
  const pids = (await readTrainingProblems(training.tid, true)).map((link) => link.pid);
  await putTraining({ ...training, status: query.status, gmtModified: new Date().toISOString() }, pids, {
    ifNew: false,
  });
  return null;
};
