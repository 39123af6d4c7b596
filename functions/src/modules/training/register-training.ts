import type { registerTraining as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { readStoredTraining } from '../../data/trainings/read-stored-training';
import { registerForTraining } from '../../data/trainings/register-for-training';
import { requireGuardedPassword } from '../../auth/guarded-password';

/**
 * POST /api/register-training: the caller gives a private training's password once; afterwards the
 * training lets them in (`get-training-access`). The route's scope decided the training exists for
 * the caller (`sight`); a public training needs no password, and an empty or wrong one is refused,
 * saying which. Only then is the training read whole, for its password. Wrong passwords are slowed
 * down per account and per client as logins are (`requireGuardedPassword`), the refusal saying when
 * to try again.
 */
export const registerTraining: ScopedHandler<typeof call, 'user', 'training'> = async ({ body }, context) => {
  const tid = context.scope.training.tid;
  if (context.scope.training.auth !== 'Private') throw new AppError('trainingNotPrivate');
  if (body.password.trim() === '') throw new AppError('trainingPasswordEmpty');
  // The password is the training's content, not in the scope's facts; gone since is not found.
  const training = await readStoredTraining(tid);
  if (!training) throw new AppError('trainingNotFound', { tid });
  await requireGuardedPassword({ kind: 'training', id: tid }, body.password, training.privatePwd, {
    uid: context.user.uid,
    clientKey: context.clientKey,
  });
  await registerForTraining(tid, context.user.uid);
  return null;
};
