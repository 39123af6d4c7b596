import type { adminChangeTrainingStatus as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { putTraining } from '../../data/trainings/put-training';
import { readTrainingProblems } from '../../data/trainings/training-problems';
import { readOwnTraining } from './own-training';

/** PUT /api/admin/training/change-training-status: show or hide a training the caller runs. */
export const changeTrainingStatus: Handler<typeof call, 'admin'> = async ({ query }, context) => {
  const training = await readOwnTraining(query.tid, context.user);
  const pids = (await readTrainingProblems(training.tid, true)).map((link) => link.pid);
  await putTraining({ ...training, status: query.status, gmtModified: new Date().toISOString() }, pids, {
    ifNew: false,
  });
  return null;
};
