import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { expiresAfter } from '../ttl';
import { judgeWorkerLifetimeSeconds, judgeWorkerToItem } from './judge-worker-item';

/** A judge worker's heartbeat: it is alive now and offers these languages (1 WCU). */
export async function reportJudgeWorker(
  workerId: string,
  languages: readonly string[],
  now: number = Date.now(),
): Promise<void> {
  const item = judgeWorkerToItem(
    { workerId, languages: [...languages], lastSeen: new Date(now).toISOString() },
    expiresAfter(judgeWorkerLifetimeSeconds, now),
  );
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: item }));
}
