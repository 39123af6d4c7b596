import type { changeGroupTrainingStatus as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { storedTrainingOf } from '../../scope/administered-training';
import { saveTrainingStatus } from '../admin-training';
import { groupOfTraining } from './group-of-training';

/**
 * PUT /api/group/change-training-status: show a group training to the group's members or hide it
 * (`saveTrainingStatus`), for a root of the group or the group admin who made it.
 */
export const changeTrainingStatus: ScopedHandler<typeof call, 'user', 'training'> = async (
  { query },
  context,
) => {
  groupOfTraining(context.scope);
  await saveTrainingStatus(await storedTrainingOf(context.scope), query.status);
  return null;
};
