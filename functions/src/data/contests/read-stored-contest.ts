import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredContest } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { contestKey } from './contest-keys';

/**
 * A contest whole, as `putContest` wrote it (the AdminContestVO fields), or undefined when there is
 * no such contest: one strongly consistent GetItem (1 RCU for an item under 4 KB), so an admin's
 * edit reads what the last edit wrote. The table's keys are taken off.
 */
export async function readStoredContest(cid: number): Promise<StoredContest | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: contestKey(cid), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, ...contest } = Item;
  return contest as StoredContest;
}
