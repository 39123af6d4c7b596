import type { adminDeleteTrainingProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { removeTrainingProblem } from '../../data/trainings/training-problems';
import { readOwnTraining } from '../admin-training/own-training';

/** DELETE /api/admin/training/problem: the problem leaves the training (the problem itself stays). */
export const deleteTrainingProblem: Handler<typeof call, 'problem_admin'> = async ({ query }, context) => {
  await readOwnTraining(query.tid, context.user);
  if (!(await removeTrainingProblem(query.tid, query.pid)))
    throw new AppError('trainingProblemMissing', { pid: query.pid, tid: query.tid });
  return null;
};
