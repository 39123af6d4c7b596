import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { judgeWorkerFromItem, judgeWorkerKey, type JudgeWorker } from './judge-worker-item';

/** A worker counts as live when it reported within this window (it reports every 20 seconds). */
export const liveWorkerWindowMs = 60_000;

/** The judge workers that reported in the last minute, by id (one Query of the small worker partition). */
export async function listLiveJudgeWorkers(now: number = Date.now()): Promise<JudgeWorker[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': judgeWorkerKey('').pk },
    }),
  );
  return Items.map(judgeWorkerFromItem)
    .filter((worker) => now - Date.parse(worker.lastSeen) <= liveWorkerWindowMs)
    .sort((a, b) => a.workerId.localeCompare(b.workerId));
}
