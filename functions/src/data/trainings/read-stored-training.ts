import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { trainingFromItem, type StoredTraining } from './training-item';
import { trainingKey } from './training-keys';

/** The whole training (one strongly consistent GetItem, 1 RCU), or undefined. */
export async function readStoredTraining(tid: number): Promise<StoredTraining | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: trainingKey(tid), ConsistentRead: true }),
  );
  return Item ? trainingFromItem(Item) : undefined;
}
