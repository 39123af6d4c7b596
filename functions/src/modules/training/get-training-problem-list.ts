import type { getTrainingProblemList as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { enterScope } from '../problem/read-scope';
import { trainingProblemRows } from './training-problem-rows';

/**
 * GET /api/get-training-problem-list: the training's problems in its order (a plain array), once the
 * caller may enter it (`enterScope`: its password, and in a course pack the unlock).
 */
export const getTrainingProblemList: Handler<typeof call, 'user'> = async ({ query }, context) => {
  await enterScope({ tid: query.tid }, context.user);
  return trainingProblemRows(query.tid, context.user);
};
