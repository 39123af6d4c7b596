import type { getTrainingAccess as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { readTraining } from '../../data/trainings/read-training';
import { AppError } from '../../frame/app-error';
import { isTrainingAdmin } from '../../policy/training';

/**
 * GET /api/get-training-access: whether the caller may enter the training past its password: a
 * public training, a registration, or running it. The course-pack lock is `get-training-detail`'s.
 */
export const getTrainingAccess: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const found = await readTraining(query.tid, context.user.uid);
  if (!found) throw new AppError('trainingNotFound', { tid: query.tid });
  const { training, registered } = found;
  return { access: training.auth !== 'Private' || registered || isTrainingAdmin(context.user, training) };
};
