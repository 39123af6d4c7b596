import type { registerTraining as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { readStoredTraining } from '../../data/trainings/read-stored-training';
import { registerForTraining } from '../../data/trainings/register-for-training';
import {
  checkGuardedPassword,
  passwordRefusalError,
  type PasswordRefusalErrors,
} from '../../auth/guarded-password';

const trainingPasswordRefusals: PasswordRefusalErrors = {
  wrong: 'trainingPasswordWrong',
  accountWaits: 'trainingPasswordWaitForAccount',
  clientWaits: 'trainingPasswordWaitForClient',
};

/**
 * POST /api/register-training: the caller gives a private training's password once; afterwards the
 * training lets them in (`get-training-access`). An empty or wrong password is refused, saying which;
 * a public training needs none. Wrong passwords are slowed down per account and per client as logins
 * are (`checkGuardedPassword`), the refusal saying when to try again.
 */
export const registerTraining: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const training = await readStoredTraining(body.tid);
  if (!training || !training.status) throw new AppError('trainingNotFound', { tid: body.tid });
  if (training.auth !== 'Private') throw new AppError('trainingNotPrivate');
  if (body.password.trim() === '') throw new AppError('trainingPasswordEmpty');
  const check = await checkGuardedPassword(
    { kind: 'training', id: training.tid },
    body.password,
    training.privatePwd,
    {
      uid: context.user.uid,
      clientKey: context.clientKey,
    },
  );
  if (!check.right) throw passwordRefusalError(check, trainingPasswordRefusals);
  await registerForTraining(body.tid, context.user.uid);
  return null;
};
