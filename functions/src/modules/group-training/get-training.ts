import type { getGroupTraining as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { storedTrainingOf } from '../../scope/administered-training';
import { trainingFormOf } from '../admin-training';
import { groupOfTraining } from './group-of-training';

/**
 * GET /api/group/training: a group training's edit form (`TrainingDTO`, password included), for a
 * root of its group or the group admin who made it (the route's `administer`, the group's rule).
 */
export const getTraining: ScopedHandler<typeof call, 'user', 'training'> = async (_input, { scope }) => {
  groupOfTraining(scope);
  return trainingFormOf(await storedTrainingOf(scope));
};
