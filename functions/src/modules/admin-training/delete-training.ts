import type { adminDeleteTraining as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { deleteTraining as deleteStoredTraining } from '../../data/trainings/delete-training';

/**
 * DELETE /api/admin/training: the super admin deletes a training with its links, registrations and
 * rank. The route opened the training (`trainingNotFound` when there is none).
 */
export const deleteTraining: ScopedHandler<typeof call, 'root', 'training'> = async ({ query }, context) => {
  await deleteStoredTraining(query.tid);
  context.log.info('training deleted', { tid: query.tid });
  return null;
};
