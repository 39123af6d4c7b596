import type { registerTraining as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { readStoredTraining } from '../../data/trainings/read-stored-training';
import { registerForTraining } from '../../data/trainings/register-for-training';

/**
 * POST /api/register-training: the caller gives a private training's password once; afterwards the
 * training lets them in (`get-training-access`). An empty or wrong password is refused, saying which;
 * a public training needs none.
 */
export const registerTraining: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const training = await readStoredTraining(body.tid);
  if (!training || !training.status) throw new AppError('trainingNotFound', { tid: body.tid });
  if (training.auth !== 'Private') throw new AppError('trainingNotPrivate');
  if (body.password.trim() === '') throw new AppError('trainingPasswordEmpty');
  if (body.password !== training.privatePwd) throw new AppError('trainingPasswordWrong');
  await registerForTraining(body.tid, context.user.uid);
  return null;
};
