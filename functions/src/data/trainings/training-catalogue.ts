import { queryPartition } from '../kit/paging/cached-snapshot';
import { forgettableCache } from '../kit/paging/forgettable-cache';
import { trainingLineFromItem, type TrainingLine } from './training-item';

/**
 * Every line of the training catalogue (`TRAININGS`), by id: one Query of the partition, 0.5 RCU per
 * 4 KB (a line is about 300 bytes plus 4 a problem, so 200 trainings of 10 problems cost about 9 RCU).
 */
export async function loadTrainingCatalogue(): Promise<TrainingLine[]> {
  return (await queryPartition('TRAININGS'))
    .filter((item) => typeof item.tid === 'number')
    .map(trainingLineFromItem);
}

/**
 * The catalogue as the lists, the course-pack order and the unlock rule read it: kept five seconds by
 * a warm function, dropped at once by the function that writes a training.
 */
export const trainingCatalogue = forgettableCache(5_000, loadTrainingCatalogue);
