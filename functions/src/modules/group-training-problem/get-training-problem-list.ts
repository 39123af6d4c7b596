import type { getGroupTrainingProblemList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { trainingProblemPicker } from '../admin-training-problem';
import { groupOfTraining } from '../group-training';

/**
 * GET /api/group/get-training-problem-list: a group training's problems in its order, or (with
 * `queryExisted=false`) the public problems not in it yet, as the admin area's picker answers them
 * (`trainingProblemPicker`); the group's own problems are added by their display id instead.
 */
export const getTrainingProblemList: ScopedHandler<typeof call, 'user', 'training'> = async (
  { query },
  { scope },
) => {
  groupOfTraining(scope);
  return trainingProblemPicker(scope.training.tid, query);
};
