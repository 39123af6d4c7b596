import type { adminUpdateTrainingProblem as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { updateTrainingProblem as updateLink } from '../../data/trainings/training-problems';

/**
 * PUT /api/admin/training/problem: set a problem's display id and place in the training, for the
 * training's admins (the route's `administer`).
 */
export const updateTrainingProblem: ScopedHandler<typeof call, 'problem_admin', 'training'> = async ({
  body,
}) => {
  if (!(await updateLink(body)))
    throw new AppError('trainingProblemMissing', { pid: body.pid, tid: body.tid });
  return null;
};
