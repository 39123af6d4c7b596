import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { expiresAfter } from '../ttl';
import { judgeWorkerLifetimeSeconds, judgeWorkerToItem, type JudgeWorkerReport } from './judge-worker-item';

/** A judge worker's heartbeat: it is alive now, offers these languages, and runs under this load (1 WCU). */
export async function reportJudgeWorker(report: JudgeWorkerReport, now: number = Date.now()): Promise<void> {
  const item = judgeWorkerToItem(
    { ...report, languages: [...report.languages], lastSeen: new Date(now).toISOString() },
    expiresAfter(judgeWorkerLifetimeSeconds, now),
  );
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: item }));
}
