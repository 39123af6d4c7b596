import type { adminDeleteTraining as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { deleteTraining as deleteStoredTraining } from '../../data/trainings/delete-training';
import { readOwnTraining } from './own-training';

/** DELETE /api/admin/training: the super admin deletes a training with its links, registrations and rank. */
export const deleteTraining: Handler<typeof call, 'root'> = async ({ query }, context) => {
  await readOwnTraining(query.tid, context.user);
  await deleteStoredTraining(query.tid);
  context.log.info('training deleted', { tid: query.tid });
  return null;
};
