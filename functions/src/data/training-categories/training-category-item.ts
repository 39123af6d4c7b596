import type { TrainingCategory } from '@oj/shared';
import { toItem } from '../kit/versioned-item';
import { trainingCategoryKey } from '../trainings/training-keys';

/** A training category as stored: the contract's `TrainingCategory`. */
export type StoredTrainingCategory = TrainingCategory;

export function trainingCategoryToItem(category: StoredTrainingCategory) {
  return toItem(trainingCategoryKey(category.id), 'TrainingCategory', 1, category);
}

export function trainingCategoryFromItem(item: Record<string, unknown>): StoredTrainingCategory {
  return {
    id: Number(item.id),
    name: String(item.name ?? ''),
    color: String(item.color ?? ''),
    gid: typeof item.gid === 'number' && item.gid > 0 ? item.gid : null,
    gmtCreate: String(item.gmtCreate ?? ''),
    gmtModified: String(item.gmtModified ?? ''),
  };
}
