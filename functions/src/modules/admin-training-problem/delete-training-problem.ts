import type { adminDeleteTrainingProblem as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { removeTrainingProblem } from '../../data/trainings/training-problems';

/** Problem `pid` leaves training `tid` (the problem itself stays); 404 when it was not in it. */
export async function unlinkTrainingProblem(tid: number, pid: number): Promise<void> {
  if (!(await removeTrainingProblem(tid, pid))) throw new AppError('trainingProblemMissing', { pid, tid });
}

/**
 * DELETE /api/admin/training/problem: the problem leaves the training (`unlinkTrainingProblem`), for
 * the training's admins (the route's `administer`).
 */
export const deleteTrainingProblem: ScopedHandler<typeof call, 'problem_admin', 'training'> = async ({
  query,
}) => {
  await unlinkTrainingProblem(query.tid, query.pid);
  return null;
};
