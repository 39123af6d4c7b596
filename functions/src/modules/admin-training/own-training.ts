import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import { readStoredTraining } from '../../data/trainings/read-stored-training';
import type { StoredTraining } from '../../data/trainings/training-item';
import { isTrainingAdmin } from '../../policy/training';

/**
 * The training an admin call names, read whole, if the caller runs it: its author or the super admin
 * (spec §6). A missing training answers 404 naming the id; another admin's answers 403.
 */
export async function readOwnTraining(tid: number, user: RequestUser): Promise<StoredTraining> {
  const training = await readStoredTraining(tid);
  if (!training) throw new AppError('trainingNotFound', { tid });
  if (!isTrainingAdmin(user, training)) throw new AppError('trainingNotYours', { tid });
  return training;
}
