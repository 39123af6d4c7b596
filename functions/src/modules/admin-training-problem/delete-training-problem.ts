import type { adminDeleteTrainingProblem as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { removeTrainingProblem } from '../../data/trainings/training-problems';

/**
 * DELETE /api/admin/training/problem: the problem leaves the training (the problem itself stays),
 * for the training's admins (the route's `administer`).
 */
export const deleteTrainingProblem: ScopedHandler<typeof call, 'problem_admin', 'training'> = async ({
  query,
}) => {
  if (!(await removeTrainingProblem(query.tid, query.pid)))
    throw new AppError('trainingProblemMissing', { pid: query.pid, tid: query.tid });
  return null;
};
