import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { judgeQueue } from '@oj/shared';
import { sqs } from '@oj/functions/judging';
import {
  checkerCompileHash,
  compiledSuccessfully,
  createJob,
  enqueueJudge,
  getJob,
} from '@oj/functions/judging/test-fixtures';
import { startTestWorker } from './judge-harness';

let stopWorker: () => Promise<void>;
beforeAll(async () => {
  ({ stop: stopWorker } = await startTestWorker(5));
}, 120_000);
afterAll(async () => {
  await stopWorker?.();
});

const owner = { uid: 'job-test-owner', username: 'job-tester' };

/** A checker-compile job for a program no test compiled before, queued as the API queues it. */
async function compileJob(code: string, enqueue = true) {
  const input = { language: 'C', code: `${code}\n/* ${randomUUID()} */\n`, extraFiles: {} };
  const job = await createJob({ kind: 'checker-compile', input, ...owner });
  if (enqueue) await enqueueJudge({ kind: 'job', jobId: job.jobId });
  return { jobId: job.jobId, input };
}

async function ended(jobId: string) {
  await expect
    .poll(async () => (await getJob(jobId, true))?.status, { timeout: 30_000, interval: 100 })
    .toMatch(/^(done|failed)$/);
  return getJob(jobId, true);
}

async function queueIsIdle(): Promise<boolean> {
  const { Attributes } = await sqs().send(
    new GetQueueAttributesCommand({
      QueueUrl: process.env[judgeQueue.envVar],
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return (
    Number(Attributes?.ApproximateNumberOfMessages) +
      Number(Attributes?.ApproximateNumberOfMessagesNotVisible) ===
    0
  );
}

describe('jobs on a judge worker', () => {
  it('runs a checker compile: done, compiled, and remembered by the program’s hash', async () => {
    const { jobId, input } = await compileJob('int main(void) { return 0; }');
    expect(await ended(jobId)).toMatchObject({
      status: 'done',
      result: { ok: true, message: null },
      attempts: 1,
      claimedBy: expect.any(String),
    });
    expect(await compiledSuccessfully(checkerCompileHash(input.language, input.code, input.extraFiles))).toBe(
      true,
    );
  });

  it('ends a program that does not compile as a done job whose result carries the compiler’s message', async () => {
    const { jobId, input } = await compileJob('int main(void) { return missing; }');
    const job = await ended(jobId);
    expect(job).toMatchObject({ status: 'done', result: { ok: false } });
    expect((job?.result as { message: string }).message).toMatch(/missing/);
    expect(await compiledSuccessfully(checkerCompileHash(input.language, input.code, input.extraFiles))).toBe(
      false,
    );
  });

  it('runs a job once when its message is delivered twice, and ignores a copy arriving after the end', async () => {
    const { jobId } = await compileJob('int main(void) { return 0; }', false);
    await Promise.all([1, 2].map(() => enqueueJudge({ kind: 'job', jobId })));
    const first = await ended(jobId);
    await expect.poll(queueIsIdle, { timeout: 20_000, interval: 200 }).toBe(true);
    expect(first).toMatchObject({ status: 'done', attempts: 1 });
    await enqueueJudge({ kind: 'job', jobId });
    await expect.poll(queueIsIdle, { timeout: 20_000, interval: 200 }).toBe(true);
    expect(await getJob(jobId, true)).toEqual(first);
  });

  it('fails a job whose input its kind cannot take, saying what is wrong', async () => {
    const job = await createJob({ kind: 'checker-compile', input: { code: 42 }, ...owner });
    await enqueueJudge({ kind: 'job', jobId: job.jobId });
    expect(await ended(job.jobId)).toMatchObject({
      status: 'failed',
      error: 'A checker compile needs {language, code, extraFiles} with texts only.',
    });
  });

  it('leaves an unknown job id alone', async () => {
    const jobId = randomUUID().replaceAll('-', '');
    await enqueueJudge({ kind: 'job', jobId });
    await expect.poll(queueIsIdle, { timeout: 20_000, interval: 200 }).toBe(true);
    expect(await getJob(jobId, true)).toBeUndefined();
  });
});
