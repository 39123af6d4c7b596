import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { updateIf } from '../update-if';
import { judgeStatus } from '@oj/shared';
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

/** Take a pending test run for running; false when another worker has it or it is done. */
export function claimTestRun(key: string): Promise<boolean> {
  return updateIf({
    Key: testRunKey(key),
    UpdateExpression: 'SET #status = :compiling',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':compiling': judgeStatus.compiling, ':pending': judgeStatus.pending },
  });
}

export type TestRunResult = Pick<TestRun, 'status' | 'timeMs' | 'memoryKb' | 'userOutput' | 'stderr'>;

/** Store a test run's result once; a run that already has one keeps it. */
export function finishTestRun(key: string, result: TestRunResult): Promise<boolean> {
  return updateIf({
    Key: testRunKey(key),
    UpdateExpression:
      'SET #status = :status, timeMs = :time, memoryKb = :memory, userOutput = :output, stderr = :stderr',
    ConditionExpression: '#status = :pending OR #status = :compiling OR #status = :judging',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': result.status,
      ':time': result.timeMs,
      ':memory': result.memoryKb,
      ':output': result.userOutput,
      ':stderr': result.stderr,
      ':pending': judgeStatus.pending,
      ':compiling': judgeStatus.compiling,
      ':judging': judgeStatus.judging,
    },
  });
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
