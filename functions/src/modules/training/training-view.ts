import { isCoursePackCategory, trainingCoinsOf, type TrainingLock, type TrainingView } from '@oj/shared';
import type { StoredTrainingCategory } from '../../data/training-categories/training-category-item';
import type { TrainingLine } from '../../data/trainings/training-item';

/** A catalogue line as the contract's `TrainingVO`, with the viewer's solved count and the lock. */
export function trainingViewOf(
  line: TrainingLine,
  category: StoredTrainingCategory | undefined,
  acCount: number,
  lock: TrainingLock | null,
): TrainingView {
  return {
    id: line.tid,
    title: line.title,
    description: line.description,
    coins: trainingCoinsOf(line.description) ?? 0,
    author: line.author,
    auth: line.auth,
    categoryId: category?.id ?? null,
    categoryName: category?.name ?? null,
    categoryColor: category?.color ?? null,
    rank: line.rank,
    problemCount: line.pids.length,
    acCount,
    gid: line.gid,
    gmtModified: line.gmtModified,
    coursePack: isCoursePackCategory(category?.name),
    canChallenge: lock === null,
    lock,
  };
}
