import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from './local-stack';
import { createJob, getJob } from '../src/data/jobs/job-store';
import {
  claimJob,
  failJob,
  finishJob,
  releaseJob,
  reportJobProgress,
  tryClaimJob,
} from '../src/data/jobs/job-state';
import { readJobResult } from '../src/data/jobs/job-result';
import { jobLifetimeSeconds } from '../src/data/jobs/job-item';

beforeAll(() => {
  useLocalStack();
});

const ask = (input: unknown = { language: 'C', code: 'int main(){}', extraFiles: {} }) =>
  createJob({ kind: 'checker-compile', input, uid: 'owner-uid', username: 'owner' });

/** A heartbeat older than this counts as a dead worker's. */
const staleBefore = () => Date.now() - 140_000;

describe('a job item on DynamoDB Local', () => {
  it('is stored queued, under a fresh random id, owned by who asked, for a week', async () => {
    const before = Math.floor(Date.now() / 1000);
    const job = await ask();
    expect(job.jobId).toMatch(/^[0-9a-f]{32}$/);
    expect((await ask()).jobId).not.toBe(job.jobId);
    const stored = await getJob(job.jobId, true);
    expect(stored).toMatchObject({
      kind: 'checker-compile',
      status: 'queued',
      uid: 'owner-uid',
      username: 'owner',
      progress: null,
      attempts: 0,
    });
    expect(stored?.expiresAt).toBeGreaterThanOrEqual(before + jobLifetimeSeconds);
  });

  it('is gone once its time has passed, before DynamoDB deletes it', async () => {
    const eightDaysAgo = Date.now() - 8 * 24 * 3600 * 1000;
    const job = await createJob(
      { kind: 'checker-compile', input: {}, uid: 'owner-uid', username: 'owner' },
      eightDaysAgo,
    );
    expect(await getJob(job.jobId, true)).toBeUndefined();
  });
});

describe('a job’s moves', () => {
  it('is claimed by one worker only: a second claim (a redelivered message) finds nothing to run', async () => {
    const { jobId } = await ask();
    const claimed = await claimJob(jobId, 'worker-a', staleBefore());
    expect(claimed).toMatchObject({ status: 'running', claimedBy: 'worker-a', attempts: 1 });
    expect(await claimJob(jobId, 'worker-b', staleBefore())).toBeUndefined();
    expect(await claimJob(jobId, 'worker-a', staleBefore())).toBeUndefined();
  });

  it('tells a refused claim whose live claim held it and when that holder last beat, or that it ended', async () => {
    const { jobId } = await ask();
    const heartbeatAt = Date.now() - 5_000;
    await claimJob(jobId, 'worker-a', staleBefore(), heartbeatAt);
    expect(await tryClaimJob(jobId, 'worker-b', staleBefore())).toEqual({
      outcome: 'held',
      holder: 'worker-a',
      heartbeatAt,
    });
    await failJob(jobId, 'gave up', 'worker-a');
    expect(await tryClaimJob(jobId, 'worker-b', staleBefore())).toEqual({ outcome: 'nothing' });
    expect(await tryClaimJob('no-such-job', 'worker-b', staleBefore())).toEqual({ outcome: 'nothing' });
  });

  it('is taken over from a worker whose heartbeat stopped', async () => {
    const { jobId } = await ask();
    await claimJob(jobId, 'worker-a', staleBefore(), Date.now() - 200_000);
    expect(await claimJob(jobId, 'worker-b', staleBefore())).toMatchObject({
      claimedBy: 'worker-b',
      attempts: 2,
    });
    // The old holder's late writes are refused.
    expect(await reportJobProgress(jobId, 'worker-a', { done: 1, total: 2 })).toBe(false);
    expect(await finishJob({ jobId, input: null }, 'worker-a', 'late')).toBe(false);
  });

  it('records progress from its holder only', async () => {
    const { jobId } = await ask();
    expect(await reportJobProgress(jobId, 'worker-a', { done: 1, total: 3 })).toBe(false);
    await claimJob(jobId, 'worker-a', staleBefore());
    expect(await reportJobProgress(jobId, 'worker-a', { done: 2, total: 3 })).toBe(true);
    expect(await reportJobProgress(jobId, 'worker-a')).toBe(true);
    expect((await getJob(jobId, true))?.progress).toEqual({ done: 2, total: 3 });
  });

  it('ends done with a small result kept in the item, once', async () => {
    const job = await ask();
    await claimJob(job.jobId, 'worker-a', staleBefore());
    expect(await finishJob(job, 'worker-a', { ok: true, message: null })).toBe(true);
    expect(await getJob(job.jobId, true)).toMatchObject({
      status: 'done',
      result: { ok: true, message: null },
      resultKey: null,
    });
    expect(await finishJob(job, 'worker-a', { ok: false })).toBe(false);
    expect(await failJob(job.jobId, 'too late')).toBe(false);
    expect((await getJob(job.jobId, true))?.status).toBe('done');
  });

  it('stores a result over 100 KB in the test-case bucket and names its key', async () => {
    const job = await ask();
    const large = { lines: Array.from({ length: 3000 }, (_, index) => `line ${index} `.repeat(5)) };
    await claimJob(job.jobId, 'worker-a', staleBefore());
    expect(await finishJob(job, 'worker-a', large)).toBe(true);
    const done = await getJob(job.jobId, true);
    expect(done).toMatchObject({ status: 'done', result: null, resultKey: `jobs/${job.jobId}/result.json` });
    expect(await readJobResult(done?.resultKey as string)).toEqual(large);
  });

  it('stores a smaller result in S3 too when the input leaves no room for it in the item', async () => {
    const job = await ask({ language: 'C', code: 'x'.repeat(300_000), extraFiles: {} });
    await claimJob(job.jobId, 'worker-a', staleBefore());
    await finishJob(job, 'worker-a', { text: 'y'.repeat(90_000) });
    expect((await getJob(job.jobId, true))?.resultKey).toBe(`jobs/${job.jobId}/result.json`);
  });

  it('goes back to the queue after a host fault, and is claimed again', async () => {
    const { jobId } = await ask();
    await claimJob(jobId, 'worker-a', staleBefore());
    expect(await releaseJob(jobId, 'worker-b')).toBe(false);
    expect(await releaseJob(jobId, 'worker-a')).toBe(true);
    expect(await getJob(jobId, true)).toMatchObject({ status: 'queued', claimedBy: null });
    expect(await claimJob(jobId, 'worker-b', staleBefore())).toMatchObject({ attempts: 2 });
  });

  it('fails with the cause: by its holder, or by the dead-letter consumer whoever holds it', async () => {
    const held = await ask();
    await claimJob(held.jobId, 'worker-a', staleBefore());
    expect(await failJob(held.jobId, 'not mine', 'worker-b')).toBe(false);
    expect(await failJob(held.jobId, 'Sandbox failure: execve', 'worker-a')).toBe(true);
    expect(await getJob(held.jobId, true)).toMatchObject({
      status: 'failed',
      error: 'Sandbox failure: execve',
    });

    const waiting = await ask();
    expect(await failJob(waiting.jobId, 'dead-lettered')).toBe(true);
    expect(await claimJob(waiting.jobId, 'worker-a', staleBefore())).toBeUndefined();
  });
});
