import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { JobProgress } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { refusedItemOf, type ClaimAttempt, type RefusedItem } from '../kit/claim-attempt';
import { requireUpdate, type UpdateClauses } from '../kit/update-expression';
import { jobFromItem, jobKey, type Job } from './job-item';
import { jsonBytes, resultFitsInline, storeJobResult } from './job-result';

/*
 * A job moves queued → running → done | failed only by conditional writes that name the worker
 * holding it (the state diagram is in job-item.ts). The condition's placeholders are `#c…`/`:c…`, the
 * update's `#u…`/`:u…` (the data kit's builder).
 */

const condition = {
  queued: '#cStatus = :cQueued',
  running: '#cStatus = :cRunning',
  heldBy: '#cStatus = :cRunning AND #cClaimedBy = :cWorker',
  stale: '#cStatus = :cRunning AND #cHeartbeatAt < :cStale',
};
const conditionNames = { '#cStatus': 'status', '#cClaimedBy': 'claimedBy', '#cHeartbeatAt': 'heartbeatAt' };

/** The new item when a job's condition held, or the item as stored when it did not. */
type Moved = { job: Job } | { refusedItem: RefusedItem };

/** One conditional update of a job: the new job, or what the item held when the condition did not. */
async function tryMoveJob(
  jobId: string,
  clauses: UpdateClauses,
  conditionExpression: string,
  conditionValues: Record<string, unknown>,
): Promise<Moved> {
  const update = requireUpdate(clauses);
  const namesUsed = Object.fromEntries(
    Object.entries(conditionNames).filter(([placeholder]) => conditionExpression.includes(placeholder)),
  );
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: jobKey(jobId),
        ...update,
        ConditionExpression: conditionExpression,
        ExpressionAttributeNames: { ...update.ExpressionAttributeNames, ...namesUsed },
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...conditionValues },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return Attributes ? { job: jobFromItem(Attributes) } : { refusedItem: undefined };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { refusedItem: refusedItemOf(error) };
  }
}

/** One conditional update of a job; the new item, or undefined when the condition did not hold. */
async function moveJob(
  jobId: string,
  clauses: UpdateClauses,
  conditionExpression: string,
  conditionValues: Record<string, unknown>,
): Promise<Job | undefined> {
  const moved = await tryMoveJob(jobId, clauses, conditionExpression, conditionValues);
  return 'job' in moved ? moved.job : undefined;
}

const isoAt = (now: number) => new Date(now).toISOString();

/**
 * Try to take a job for running (one write, no separate read). It is claimable while queued, or while
 * running under a worker whose last heartbeat is older than `staleBefore` (epoch ms): that worker
 * died. A refusal says whether another worker's live claim stood in the way, with its last heartbeat.
 * So a redelivered message never runs a job twice, and never gives up on a job a dead worker held.
 */
export async function tryClaimJob(
  jobId: string,
  worker: string,
  staleBefore: number,
  now: number = Date.now(),
): Promise<ClaimAttempt<Job>> {
  const moved = await tryMoveJob(
    jobId,
    {
      set: { status: 'running', claimedBy: worker, heartbeatAt: now, updatedAt: isoAt(now) },
      add: { attempts: 1 },
    },
    `${condition.queued} OR (${condition.stale})`,
    { ':cQueued': 'queued', ':cRunning': 'running', ':cStale': staleBefore },
  );
  if ('job' in moved) return { outcome: 'claimed', claimed: moved.job };
  const item = moved.refusedItem;
  const heartbeatAt = Number(item?.heartbeatAt?.N);
  return item?.status?.S === 'running' && Number.isFinite(heartbeatAt)
    ? { outcome: 'held', holder: item.claimedBy?.S ?? '', heartbeatAt }
    : { outcome: 'nothing' };
}

/** Take a job for running as `tryClaimJob` does; undefined when refused, whatever the reason. */
export async function claimJob(
  jobId: string,
  worker: string,
  staleBefore: number,
  now: number = Date.now(),
): Promise<Job | undefined> {
  const attempt = await tryClaimJob(jobId, worker, staleBefore, now);
  return attempt.outcome === 'claimed' ? attempt.claimed : undefined;
}

/**
 * Prove the holder alive and, when given, record how far it has come; false when it no longer holds
 * the job (taken over, or failed by the dead-letter consumer), so it should stop.
 */
export async function reportJobProgress(
  jobId: string,
  worker: string,
  progress?: JobProgress,
  now: number = Date.now(),
): Promise<boolean> {
  const moved = await moveJob(
    jobId,
    { set: { heartbeatAt: now, updatedAt: isoAt(now), progress } },
    condition.heldBy,
    { ':cRunning': 'running', ':cWorker': worker },
  );
  return moved !== undefined;
}

/**
 * End a job the worker holds with its result: kept in the item when small, else stored in S3 first
 * and named in the item (`job-result.ts`). False when the worker no longer held it; a result already
 * stored in S3 then stays there until the bucket's lifecycle removes it.
 */
export async function finishJob(
  job: Pick<Job, 'jobId' | 'input'>,
  worker: string,
  result: unknown,
  now: number = Date.now(),
): Promise<boolean> {
  const inline = resultFitsInline(jsonBytes(result), jsonBytes(job.input));
  const resultFields = inline
    ? { result: result ?? null }
    : { resultKey: await storeJobResult(job.jobId, result) };
  const moved = await moveJob(
    job.jobId,
    { set: { status: 'done', ...resultFields, updatedAt: isoAt(now) } },
    condition.heldBy,
    { ':cRunning': 'running', ':cWorker': worker },
  );
  return moved !== undefined;
}

/**
 * End a job as failed with a message naming the cause. With `worker`, only while that worker holds it
 * (a runner's own failure); without, while it is queued or running under anyone (a dead letter).
 * False when it had already ended.
 */
export async function failJob(
  jobId: string,
  error: string,
  worker?: string,
  now: number = Date.now(),
): Promise<boolean> {
  const clauses = { set: { status: 'failed', error, updatedAt: isoAt(now) } };
  const moved =
    worker === undefined
      ? await moveJob(jobId, clauses, `${condition.queued} OR ${condition.running}`, {
          ':cQueued': 'queued',
          ':cRunning': 'running',
        })
      : await moveJob(jobId, clauses, condition.heldBy, { ':cRunning': 'running', ':cWorker': worker });
  return moved !== undefined;
}

/**
 * Hand a job back after a fault of the host (not of the job): queued again for the next delivery of
 * its message, which any worker may claim. False when the worker no longer held it.
 */
export async function releaseJob(jobId: string, worker: string, now: number = Date.now()): Promise<boolean> {
  const moved = await moveJob(
    jobId,
    { set: { status: 'queued', updatedAt: isoAt(now) }, remove: ['claimedBy', 'heartbeatAt'] },
    condition.heldBy,
    { ':cRunning': 'running', ':cWorker': worker },
  );
  return moved !== undefined;
}
