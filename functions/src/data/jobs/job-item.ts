import { randomBytes } from 'node:crypto';
import { tableDefinition, type JobKind, type JobProgress, type JobStatus } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/**
 * Admin work that outlasts a request (a checker compile today; problem import and export, a contest
 * rejudge, a scoreboard rebuild next), done by a judge worker and polled by the admin who asked:
 *
 *   queued ──claim──► running ──finish──► done
 *     │                 │ ▲ └────fail───► failed
 *     └──────fail───────┼─┘ release (a host fault, handed back for the next delivery)
 *                       └── a claim whose heartbeat stopped is taken over by the next delivery
 *
 * Every move is a conditional write (`job-state.ts`), so a redelivered queue message never runs a job
 * twice and a late worker never overwrites a finished one.
 */
export interface Job {
  jobId: string;
  kind: JobKind;
  status: JobStatus;
  /** What the runner needs, written when the job is asked for; large inputs belong in S3, named here. */
  input: unknown;
  /** Reported by the runner while it runs; null before. */
  progress: JobProgress | null;
  /** A done job's result when it fits in the item (`job-result.ts`); null otherwise. */
  result: unknown;
  /** A done job's large result: its key in the test-case bucket. */
  resultKey: string | null;
  /** Why a failed job failed, naming the cause. */
  error: string | null;
  /** Who asked: the account's uid (who may read it) and its name (shown). */
  uid: string;
  username: string;
  /** ISO times of the request and of the last change. */
  createdAt: string;
  updatedAt: string;
  /** The worker holding a running job, and when it last proved alive (epoch ms). */
  claimedBy: string | null;
  heartbeatAt: number | null;
  /** How many times a worker took it: more than one after a host fault or a worker's death. */
  attempts: number;
  /** TTL (epoch seconds). */
  expiresAt: number;
}

/**
 * A job is kept a week from when it was asked for, done or not: long enough to come back to an export
 * after a weekend, short enough that nobody tidies up. The bucket's `jobs/` objects expire after the
 * same week (counted from their later write), so a large result never outlives its item by less.
 */
export const jobLifetimeSeconds = 7 * 24 * 3600;

/** 16 random bytes, hex: unguessable, and the only thing a poll needs. */
export function newJobId(): string {
  return randomBytes(16).toString('hex');
}

export function jobKey(jobId: string): ItemKey {
  return { pk: keyOf('JOB', jobId), sk: 'JOB' };
}

/** The layout version of job items. */
export const jobItemVersion = 1;

export function jobToItem(job: Job): Record<string, unknown> & ItemKey {
  const { expiresAt, ...fields } = job;
  return toItem(jobKey(job.jobId), 'Job', jobItemVersion, {
    ...fields,
    [tableDefinition.ttlAttribute]: expiresAt,
  });
}

export function jobFromItem(item: Record<string, unknown>): Job {
  const orNull = <T>(value: unknown): T | null => (value === undefined ? null : (value as T | null));
  return {
    jobId: String(item.jobId),
    kind: item.kind as JobKind,
    status: item.status as JobStatus,
    input: item.input ?? null,
    progress: orNull<JobProgress>(item.progress),
    result: item.result ?? null,
    resultKey: orNull<string>(item.resultKey),
    error: orNull<string>(item.error),
    uid: String(item.uid),
    username: String(item.username ?? ''),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt ?? item.createdAt),
    claimedBy: orNull<string>(item.claimedBy),
    heartbeatAt: orNull<number>(item.heartbeatAt),
    attempts: Number(item.attempts ?? 0),
    expiresAt: Number(item[tableDefinition.ttlAttribute]),
  };
}
