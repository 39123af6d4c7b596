import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { addToCounters } from '../counters';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { trainingCategoryKey, trainingCategorySequenceKey } from '../trainings/training-keys';
import { trainingCategories } from './training-categories';
import { trainingCategoryToItem, type StoredTrainingCategory } from './training-category-item';

/** Store a new category under the next id of its counter (1 WCU for the counter, 1 for the line). */
export async function createTrainingCategory(fields: {
  name: string;
  color: string;
}): Promise<StoredTrainingCategory> {
  const { value } = await addToCounters(trainingCategorySequenceKey, { value: 1 });
  const now = new Date().toISOString();
  const category = { id: Number(value), ...fields, gid: null, gmtCreate: now, gmtModified: now };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: trainingCategoryToItem(category),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  trainingCategories.forget();
  return category;
}

/**
 * One write of a category that must exist: false when there is none with that id (nothing written);
 * once written, this function's cached list is dropped so its next read shows the change.
 */
async function writeExisting(send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  trainingCategories.forget();
  return true;
}

/** Rename or recolour a category; false when there is none with that id. */
export function updateTrainingCategory(
  category: Omit<StoredTrainingCategory, 'gmtModified'>,
): Promise<boolean> {
  return writeExisting(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: trainingCategoryToItem({ ...category, gmtModified: new Date().toISOString() }),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}

/** Delete a category; false when there is none with that id. */
export function deleteTrainingCategory(id: number): Promise<boolean> {
  return writeExisting(() =>
    dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: trainingCategoryKey(id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}
