import { isCoursePackCategory, type TrainingLock } from '@oj/shared';
import type { RequestUser } from '../../frame/request-context';
import { readTitleName } from '../../data/trainings/read-training-unlock-facts';
import { readUserProblemProgress } from '../../data/users/read-user-problem-status';
import type { StoredTrainingCategory } from '../../data/training-categories/training-category-item';
import { byTrainingOrder, type TrainingLine } from '../../data/trainings/training-item';
import { trainingUnlockFor } from '../../policy/training';

/** What the list and the detail need of the viewer: the problems they solved and their title. */
export interface ViewerStanding {
  user: RequestUser | undefined;
  solved: ReadonlySet<number>;
  title: string;
}

/** The viewer's solved set and title (two GetItems, 1 RCU; nothing for visitors). */
export async function readViewerStanding(user: RequestUser | undefined): Promise<ViewerStanding> {
  if (!user) return { user, solved: new Set(), title: '' };
  const [progress, title] = await Promise.all([readUserProblemProgress(user.uid), readTitleName(user.uid)]);
  return { user, solved: progress.solved, title };
}

/** How many of the training's problems the viewer solved (anywhere on the site). */
export function acCountOf(line: TrainingLine, standing: ViewerStanding): number {
  return line.pids.filter((pid) => standing.solved.has(pid)).length;
}

/**
 * The lock of a training for the viewer (spec §4), null when playable: its course pack is the
 * category's visible trainings of the same place (the site, or the same group) in catalogue order,
 * and the rule (`trainingUnlockFor`) decides.
 */
export function trainingLockOf(
  line: TrainingLine,
  category: StoredTrainingCategory | undefined,
  catalogue: readonly TrainingLine[],
  standing: ViewerStanding,
): TrainingLock | null {
  if (!category || !isCoursePackCategory(category.name)) return null;
  const pack = catalogue
    .filter((other) => other.categoryId === category.id && other.status && other.gid === line.gid)
    .sort(byTrainingOrder);
  const index = pack.findIndex((other) => other.tid === line.tid);
  const previous = index > 0 ? pack[index - 1] : undefined;
  if (!previous) return null;
  const facts = {
    previous: {
      tid: previous.tid,
      title: previous.title,
      problemCount: previous.pids.length,
      acCount: acCountOf(previous, standing),
    },
    viewerTitle: standing.title,
  };
  if (trainingUnlockFor(standing.user, line, facts).canChallenge) return null;
  return {
    reason: 'finishPreviousFirst',
    previousTid: previous.tid,
    previousTitle: previous.title,
    previousProblemCount: facts.previous.problemCount,
    previousAcCount: facts.previous.acCount,
  };
}
