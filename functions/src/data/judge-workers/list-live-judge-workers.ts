import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { judgeWorkerFromItem, judgeWorkerKey, type JudgeWorker } from './judge-worker-item';

/** A worker counts as live when it reported within this window (it reports every 20 seconds). */
export const liveWorkerWindowMs = 60_000;

export function isLiveJudgeWorker(worker: Pick<JudgeWorker, 'lastSeen'>, now: number = Date.now()): boolean {
  return now - Date.parse(worker.lastSeen) <= liveWorkerWindowMs;
}

/**
 * Every worker that reported in the last ten minutes (an older report has expired), by id: one Query
 * of the small worker partition.
 */
export async function listJudgeWorkers(): Promise<JudgeWorker[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': judgeWorkerKey('').pk },
    }),
  );
  return Items.map(judgeWorkerFromItem).sort((a, b) => a.workerId.localeCompare(b.workerId));
}

/** The judge workers that reported in the last minute, by id. */
export async function listLiveJudgeWorkers(now: number = Date.now()): Promise<JudgeWorker[]> {
  return (await listJudgeWorkers()).filter((worker) => isLiveJudgeWorker(worker, now));
}
