import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { queryPartition } from '../kit/paging/cached-snapshot';
import { forgettableCache } from '../kit/paging/forgettable-cache';
import { trainingLineFromItem, type TrainingLine } from './training-item';
import { trainingCatalogueKey } from './training-keys';

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

/**
 * One training's catalogue line read by key (GetItem, 0.5 RCU; strongly consistent on request): for a
 * training the cached copy does not hold yet, or when its problems must be the current ones.
 */
export async function readTrainingLine(tid: number, consistent = false): Promise<TrainingLine | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: trainingCatalogueKey(tid), ConsistentRead: consistent }),
  );
  return Item && typeof Item.tid === 'number' ? trainingLineFromItem(Item) : undefined;
}

/** A training's line from the cached copy, or read by key when the copy is older than the training. */
export async function findTrainingLineById(tid: number): Promise<TrainingLine | undefined> {
  return (await trainingCatalogue()).find((line) => line.tid === tid) ?? (await readTrainingLine(tid));
}
