import type { getTrainingProblemList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { trainingProblemRows } from './training-problem-rows';

/**
 * GET /api/get-training-problem-list: the training's problems in its order (a plain array), to a
 * caller the route's scope let in (`enter`: its password, and in a course pack the unlock).
 */
export const getTrainingProblemList: ScopedHandler<typeof call, 'user', 'training'> = async (
  _input,
  context,
) => trainingProblemRows(context.scope.training.tid, context.user);
