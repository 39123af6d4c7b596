import type { adminUpdateTrainingProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { updateTrainingProblem as updateLink } from '../../data/trainings/training-problems';
import { readOwnTraining } from '../admin-training/own-training';

/** PUT /api/admin/training/problem: set a problem's display id and place in the training. */
export const updateTrainingProblem: Handler<typeof call, 'problem_admin'> = async ({ body }, context) => {
  await readOwnTraining(body.tid, context.user);
  if (!(await updateLink(body)))
    throw new AppError('trainingProblemMissing', { pid: body.pid, tid: body.tid });
  return null;
};
