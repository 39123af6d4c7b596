import type { adminUpdateTrainingProblem as call, CallBody } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { updateTrainingProblem as updateLink } from '../../data/trainings/training-problems';

/** Set a problem's display id and place in its training; 404 when the problem is not in it. */
export async function saveTrainingProblemLink(link: CallBody<typeof call>): Promise<void> {
  if (!(await updateLink(link)))
    throw new AppError('trainingProblemMissing', { pid: link.pid, tid: link.tid });
}

/**
 * PUT /api/admin/training/problem: set a problem's display id and place in the training
 * (`saveTrainingProblemLink`), for the training's admins (the route's `administer`).
 */
export const updateTrainingProblem: ScopedHandler<typeof call, 'problem_admin', 'training'> = async ({
  body,
}) => {
  await saveTrainingProblemLink(body);
  return null;
};
