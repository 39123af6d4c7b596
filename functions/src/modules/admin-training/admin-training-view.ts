import type { AdminTraining } from '@oj/shared';
import type { StoredTraining } from '../../data/trainings/training-item';

/** A stored training as the contract's `Training` entity. */
export function adminTrainingOf(
  training: Omit<StoredTraining, 'privatePwd'> & { privatePwd?: string },
): AdminTraining {
  return {
    id: training.tid,
    title: training.title,
    description: training.description,
    author: training.author,
    auth: training.auth,
    privatePwd: training.privatePwd ?? '',
    status: training.status,
    rank: training.rank,
    isGroup: training.gid !== null,
    gid: training.gid,
    gmtCreate: training.gmtCreate,
    gmtModified: training.gmtModified,
  };
}
