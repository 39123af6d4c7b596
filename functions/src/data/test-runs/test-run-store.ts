import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { isExpired } from '../ttl';
import { testRunFromItem, testRunKey, testRunsByUser, testRunToItem, type TestRun } from './test-run-item';

export async function putTestRun(run: TestRun): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: testRunToItem(run) }));
}

/** Get a test run by its key; expired runs are gone. */
export async function getTestRun(key: string, consistent = false): Promise<TestRun | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: testRunKey(key), ConsistentRead: consistent }),
  );
  if (!Item || isExpired(Item)) return undefined;
  return testRunFromItem(Item);
}

/** What the flood guard needs of a run. */
export type RecentTestRun = Pick<TestRun, 'key' | 'status' | 'createdAt'>;

/** A user's newest runs (at most `count`), newest first: one Query of gsi1, projected small. */
export async function listRecentTestRuns(uid: string, count: number): Promise<RecentTestRun[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: testRunsByUser.indexName,
      KeyConditionExpression: 'gsi1pk = :partition',
      ExpressionAttributeValues: { ':partition': testRunsByUser.partition(uid) },
      ProjectionExpression: '#key, #status, createdAt, expiresAt',
      ExpressionAttributeNames: { '#key': 'key', '#status': 'status' },
      ScanIndexForward: false,
      Limit: count,
    }),
  );
  return (Items ?? [])
    .filter((item) => !isExpired(item))
    .map((item) => ({
      key: String(item.key),
      status: Number(item.status),
      createdAt: String(item.createdAt),
    }));
}
