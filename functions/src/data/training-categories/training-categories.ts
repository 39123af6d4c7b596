import { queryPartition } from '../kit/paging/cached-snapshot';
import { forgettableCache } from '../kit/paging/forgettable-cache';
import { trainingCategoryFromItem, type StoredTrainingCategory } from './training-category-item';

/** Every training category, by id: one Query of `TRAININGCATEGORIES` (a few dozen lines, 0.5 RCU). */
async function loadTrainingCategories(): Promise<StoredTrainingCategory[]> {
  return (await queryPartition('TRAININGCATEGORIES')).map(trainingCategoryFromItem);
}

/** The categories, kept five seconds by a warm function and dropped by the one that writes one. */
export const trainingCategories = forgettableCache(5_000, loadTrainingCategories);
