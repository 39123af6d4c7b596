import { readHeadAndRow } from '../read-head-and-row';
import { trainingKey, trainingRegistrationKey } from './training-keys';

/** What the training rules need of a training (spec part 2: the training's fields of the same names). */
export interface TrainingHead {
  tid: number;
  /** The group that holds the training; null for the site's own trainings. */
  gid: number | null;
  /** `Public`, `Private` (a password, then registered) or `Protected`. */
  auth: string;
  /** The account that created it. */
  uid: string;
}

/**
 * A training and whether `uid` registered for it: the training item and the viewer's registration
 * row (`readHeadAndRow`). Undefined when there is no such training.
 */
export async function readTraining(
  tid: number,
  uid: string | undefined,
): Promise<{ training: TrainingHead; registered: boolean } | undefined> {
  const { head, row } = await readHeadAndRow(
    { key: trainingKey(tid), attributes: ['gid', 'auth', 'uid'] },
    uid === undefined ? undefined : { key: trainingRegistrationKey(tid, uid), attributes: ['sk'] },
  );
  if (!head) return undefined;
  return {
    training: {
      tid,
      gid: typeof head.gid === 'number' && head.gid > 0 ? head.gid : null,
      auth: String(head.auth ?? 'Public'),
      uid: String(head.uid),
    },
    registered: row !== undefined,
  };
}
