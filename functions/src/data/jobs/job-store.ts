import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { JobKind } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { expiresAfter, isExpired } from '../ttl';
import { jobFromItem, jobKey, jobLifetimeSeconds, jobToItem, newJobId, type Job } from './job-item';

/** What asking for a job takes: its kind, what its runner needs, and who asks. */
export interface JobRequest {
  kind: JobKind;
  input: unknown;
  uid: string;
  username: string;
}

/** Store a new job, queued, under a fresh random id; the caller then queues `{kind: 'job', jobId}`. */
export async function createJob(request: JobRequest, now: number = Date.now()): Promise<Job> {
  const at = new Date(now).toISOString();
  const job: Job = {
    jobId: newJobId(),
    ...request,
    status: 'queued',
    progress: null,
    result: null,
    resultKey: null,
    error: null,
    createdAt: at,
    updatedAt: at,
    claimedBy: null,
    heartbeatAt: null,
    attempts: 0,
    expiresAt: expiresAfter(jobLifetimeSeconds, now),
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: jobToItem(job),
      // 128 random bits do not collide; the condition makes sure of it for nothing.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return job;
}

/** Get a job by id; an expired one is gone, whether or not DynamoDB has deleted it yet. */
export async function getJob(jobId: string, consistent = false): Promise<Job | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: jobKey(jobId), ConsistentRead: consistent }),
  );
  if (!Item || isExpired(Item)) return undefined;
  return jobFromItem(Item);
}
