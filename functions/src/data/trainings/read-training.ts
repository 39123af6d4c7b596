import { readHeadAndRow } from '../read-head-and-row';
import { trainingKey, trainingRegistrationKey } from './training-keys';
import { readTrainingUnlockFacts, type TrainingUnlockReadFacts } from './read-training-unlock-facts';

/** What the training rules need of a training (spec part 2: the training's fields of the same names). */
export interface TrainingHead {
  tid: number;
  /** The group that holds the training; null for the site's own trainings. */
  gid: number | null;
  /** `Public`, `Private` (a password, then registered) or `Protected`. */
  auth: string;
  /** The account that created it. */
  uid: string;
  /** Shown on the site; a hidden training is found by its admins only. */
  visible: boolean;
  /** The course-pack unlock facts for the viewer (spec §4); null outside course packs. */
  unlock: TrainingUnlockReadFacts | null;
}

/**
 * A training and whether `uid` registered for it: the training item and the viewer's registration
 * row (`readHeadAndRow`), and, for a training of a course pack, what its unlock rule needs
 * (`readTrainingUnlockFacts`). Undefined when there is no such training.
 */
export async function readTraining(
  tid: number,
  uid: string | undefined,
): Promise<{ training: TrainingHead; registered: boolean } | undefined> {
  const { head, row } = await readHeadAndRow(
    { key: trainingKey(tid), attributes: ['gid', 'auth', 'uid', 'status', 'categoryId'] },
    uid === undefined ? undefined : { key: trainingRegistrationKey(tid, uid), attributes: ['sk'] },
  );
  if (!head) return undefined;
  const categoryId = typeof head.categoryId === 'number' ? head.categoryId : null;
  const gid = typeof head.gid === 'number' && head.gid > 0 ? head.gid : null;
  return {
    training: {
      tid,
      gid,
      auth: String(head.auth ?? 'Public'),
      uid: String(head.uid),
      visible: head.status !== false,
      unlock: await readTrainingUnlockFacts(tid, categoryId, uid, gid),
    },
    registered: row !== undefined,
  };
}
