import type { getTrainingAccess as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { isTrainingAdmin } from '../../policy/training';

/**
 * GET /api/get-training-access: whether the caller may enter the training past its password: a
 * public training, a registration, or running it, from the route's scope (the training and the
 * caller's registration, read once). The course-pack lock is `get-training-detail`'s.
 */
export const getTrainingAccess: ScopedHandler<typeof call, 'user', 'training'> = async (_input, context) => {
  const { training, registered, groupRole } = context.scope;
  return {
    access: training.auth !== 'Private' || registered || isTrainingAdmin(context.user, training, groupRole),
  };
};
