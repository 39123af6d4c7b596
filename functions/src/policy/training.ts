import { trainingUnlock, type TrainingUnlock } from '@oj/shared';
import type { TrainingHead } from '../data/trainings/read-training';
import type { TrainingUnlockReadFacts } from '../data/trainings/read-training-unlock-facts';
import { allowed, refused, type Decision } from './decision';
import { groupItemChange, isGroupAdmin, isGroupMember, type GroupRole } from './group';
import { isAdmin, isSuperAdmin, type Viewer } from './viewer';

/* Who runs a training, who may enter and play it (spec part 2, §4 "Training unlock", §6; part 3, §6). */

/** What the training rules need to know of who runs a training: its creator and its group. */
export type TrainingOwnership = Pick<TrainingHead, 'uid'> & { gid?: number | null };

/**
 * A training admin: the super admin; for a site training its creator; for a group's training
 * (`gid` set) whoever may change the group's things (`groupItemChange`: a root of the group, or the
 * group admin who made it), from the viewer's standing in that group (`groupRole`, absent: none).
 */
export function isTrainingAdmin(viewer: Viewer, training: TrainingOwnership, groupRole?: GroupRole): boolean {
  if (viewer === undefined) return false;
  if (isSuperAdmin(viewer)) return true;
  if (training.gid === undefined || training.gid === null) return viewer.uid === training.uid;
  return groupItemChange(viewer, groupRole ?? 'outsider', { gid: training.gid, authorUid: training.uid })
    .allowed;
}

/**
 * Administering a training: its admins (`isTrainingAdmin`); others are told it is not theirs, or, for
 * a group's training, what the group's rule says (`groupAdminsOnly`, `groupItemNotYours`).
 */
export function trainingAdministration(
  viewer: Viewer,
  training: TrainingOwnership & { tid: number },
  groupRole?: GroupRole,
): Decision<'trainingNotYours' | 'groupAdminsOnly' | 'groupItemNotYours'> {
  if (isTrainingAdmin(viewer, training, groupRole)) return allowed;
  if (training.gid === undefined || training.gid === null || isSuperAdmin(viewer))
    return refused('trainingNotYours', { tid: training.tid });
  return groupItemChange(viewer, groupRole ?? 'outsider', { gid: training.gid, authorUid: training.uid });
}

export type TrainingSightRefusal = 'trainingNotFound' | 'groupMembersOnly';

/**
 * Whether the training exists for the viewer: its admins always see it. A site training: a visible
 * one for everyone, a hidden one for the site's admins too. A group's training (as a group contest):
 * a hidden one only for the group's admins (anyone else is told it does not exist), and only the
 * group's members and the super admin see it at all (spec part 3: members reach the group's
 * trainings through the ordinary training calls).
 */
export function trainingSight(
  viewer: Viewer,
  training: Pick<TrainingHead, 'tid' | 'uid' | 'gid' | 'visible'>,
  groupRole?: GroupRole,
): Decision<TrainingSightRefusal> {
  if (isTrainingAdmin(viewer, training, groupRole)) return allowed;
  const notFound = refused('trainingNotFound', { tid: training.tid });
  if (training.gid === null) return training.visible || isAdmin(viewer) ? allowed : notFound;
  const role = groupRole ?? 'outsider';
  if (!training.visible && !isGroupAdmin(viewer, role)) return notFound;
  if (!isSuperAdmin(viewer) && !isGroupMember(role)) return refused('groupMembersOnly');
  return allowed;
}

/**
 * The unlock rule for this viewer: the facts the table gave (the training's place in its pack, the
 * previous training's solved share, the viewer's title) and the viewer's role. Admins (admin,
 * problem admin, super admin) and the training's own admins play every training.
 */
export function trainingUnlockFor(
  viewer: Viewer,
  training: TrainingOwnership,
  facts: TrainingUnlockReadFacts | null,
  groupRole?: GroupRole,
): TrainingUnlock {
  return trainingUnlock({
    inCoursePack: facts !== null,
    previous: facts?.previous ?? null,
    viewerIsAdmin: isAdmin(viewer) || isTrainingAdmin(viewer, training, groupRole),
    viewerTitle: facts?.viewerTitle,
  });
}

export type TrainingEntryRefusal =
  'loginRequired' | 'trainingNotFound' | 'trainingPasswordRequired' | 'trainingLocked' | 'groupMembersOnly';

/**
 * Entering a training (its problems, its rank, submitting in it): logged in; a training that exists
 * for the viewer (`trainingSight`: a hidden one for its admins, a group's for the group's members);
 * a private one once registered or for its admins; a course-pack one once unlocked
 * (`trainingLocked` names the previous training).
 */
export function trainingEntry(
  viewer: Viewer,
  training: TrainingHead,
  registered: boolean,
  groupRole?: GroupRole,
): Decision<TrainingEntryRefusal> {
  if (viewer === undefined) return refused('loginRequired');
  const sight = trainingSight(viewer, training, groupRole);
  if (!sight.allowed) return sight;
  const runsIt = isTrainingAdmin(viewer, training, groupRole);
  if (training.auth === 'Private' && !registered && !runsIt) return refused('trainingPasswordRequired');
  if (!trainingUnlockFor(viewer, training, training.unlock, groupRole).canChallenge)
    return refused('trainingLocked', { previous: training.unlock?.previous?.title ?? '' });
  return allowed;
}

/** The rank tab is for private trainings only (spec §2); a public training's rank is refused. */
export function trainingRankOpen(training: Pick<TrainingHead, 'auth'>): Decision<'trainingRankPrivateOnly'> {
  return training.auth === 'Private' ? allowed : refused('trainingRankPrivateOnly');
}
