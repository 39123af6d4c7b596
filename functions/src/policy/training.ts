import { trainingUnlock, type TrainingUnlock } from '@oj/shared';
import type { TrainingHead } from '../data/trainings/read-training';
import type { TrainingUnlockReadFacts } from '../data/trainings/read-training-unlock-facts';
import { allowed, refused, type Decision } from './decision';
import { isAdmin, isSuperAdmin, type Viewer } from './viewer';

/* Who runs a training, who may enter and play it (spec part 2, §4 "Training unlock", §6). */

/** A training admin: its creator or the super admin (spec §6; group roots come with the group calls). */
export function isTrainingAdmin(viewer: Viewer, training: Pick<TrainingHead, 'uid'>): boolean {
  return viewer !== undefined && (viewer.uid === training.uid || isSuperAdmin(viewer));
}

/**
 * The unlock rule for this viewer: the facts the table gave (the training's place in its pack, the
 * previous training's solved share, the viewer's title) and the viewer's role. Admins (admin,
 * problem admin, super admin) and the training's own admins play every training.
 */
export function trainingUnlockFor(
  viewer: Viewer,
  training: Pick<TrainingHead, 'uid'>,
  facts: TrainingUnlockReadFacts | null,
): TrainingUnlock {
  return trainingUnlock({
    inCoursePack: facts !== null,
    previous: facts?.previous ?? null,
    viewerIsAdmin: isAdmin(viewer) || isTrainingAdmin(viewer, training),
    viewerTitle: facts?.viewerTitle,
  });
}

export type TrainingEntryRefusal =
  'loginRequired' | 'trainingNotFound' | 'trainingPasswordRequired' | 'trainingLocked';

/**
 * Entering a training (its problems, its rank, submitting in it): logged in; a hidden training only
 * for its admins (others are told it does not exist); a private one once registered or for its
 * admins; a course-pack one once unlocked (`trainingLocked` names the previous training).
 */
export function trainingEntry(
  viewer: Viewer,
  training: TrainingHead,
  registered: boolean,
): Decision<TrainingEntryRefusal> {
  if (viewer === undefined) return refused('loginRequired');
  const runsIt = isTrainingAdmin(viewer, training);
  if (!training.visible && !runsIt && !isAdmin(viewer))
    return refused('trainingNotFound', { tid: training.tid });
  if (training.auth === 'Private' && !registered && !runsIt) return refused('trainingPasswordRequired');
  if (!trainingUnlockFor(viewer, training, training.unlock).canChallenge)
    return refused('trainingLocked', { previous: training.unlock?.previous?.title ?? '' });
  return allowed;
}

/** The rank tab is for private trainings only (spec §2); a public training's rank is refused. */
export function trainingRankOpen(training: Pick<TrainingHead, 'auth'>): Decision<'trainingRankPrivateOnly'> {
  return training.auth === 'Private' ? allowed : refused('trainingRankPrivateOnly');
}
