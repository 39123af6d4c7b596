import type { deleteGroupTraining as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { deleteTraining as deleteStoredTraining } from '../../data/trainings/delete-training';
import { groupOfTraining } from './group-of-training';

/**
 * DELETE /api/group/training: a group training goes with its links, registrations and rank (as the
 * super admin deletes a site training), for a root of the group or the group admin who made it.
 */
export const deleteTraining: ScopedHandler<typeof call, 'user', 'training'> = async ({ query }, context) => {
  const gid = groupOfTraining(context.scope);
  await deleteStoredTraining(query.tid);
  context.log.info('group training deleted', { gid, tid: query.tid });
  return null;
};
