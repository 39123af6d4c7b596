import { toItem } from '../kit/versioned-item';
import { putIfAbsent } from '../put-if-absent';
import { trainingRegistrationKey } from './training-keys';

/** Record that `uid` gave the training's password (1 WCU; a second registration writes nothing). */
export async function registerForTraining(tid: number, uid: string): Promise<void> {
  await putIfAbsent(
    toItem(trainingRegistrationKey(tid, uid), 'TrainingRegistration', 1, {
      tid,
      uid,
      gmtCreate: new Date().toISOString(),
    }),
  );
}
