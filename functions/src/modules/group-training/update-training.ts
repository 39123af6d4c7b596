import type { updateGroupTraining as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { administeredTraining } from '../../scope/administered-training';
import { saveTrainingEdit } from '../admin-training';
import { groupOfTraining } from './group-of-training';

/**
 * PUT /api/group/training: change a group training (`saveTrainingEdit`: it stays in its group, its
 * author stays), for a root of the group or the group admin who made it. The form names the training
 * inside its body, so it is opened here (`administeredTraining`, the group's rule).
 */
export const updateTraining: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const { scope, stored } = await administeredTraining(body.training.id, context.user);
  groupOfTraining(scope);
  await saveTrainingEdit(stored, body);
  return null;
};
