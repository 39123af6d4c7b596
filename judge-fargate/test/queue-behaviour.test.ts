import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import {
  judgeDeadLetterQueue,
  judgeQueue,
  judgeStatus,
  type Language,
  type ProblemJudgeSpec,
} from '@oj/shared';
import { sqs } from '../../functions/src/data/aws-clients';
import { enqueueJudge } from '../../functions/src/data/judge-queue';
import { getCaseResults, getSubmission } from '../../functions/src/data/submissions/get-submission';
import { getSubmissionStatuses } from '../../functions/src/data/submissions/get-submission-statuses';
import { putJudgeSpec } from '../../functions/src/data/judge-specs/judge-spec-store';
import { getTestRun, putTestRun } from '../../functions/src/data/test-runs/test-run-store';
import { expiresAfter } from '../../functions/src/data/ttl';
import { callApi, useLocalStack } from '../../functions/test/local-stack';
import { availableLanguages } from '../src/languages/language-table';
import { aPlusB } from './programs/a-plus-b';
import { aPlusBFiles, defineProblem, startTestWorker, submit, verdictOf } from './judge-harness';
import { JudgeQueue } from '../src/queue/judge-queue';
import { QueueConsumer } from '../src/queue/queue-consumer';

let stopWorker: (() => Promise<void>) | undefined;
let problem: ProblemJudgeSpec;

async function queueIsIdle(url: string): Promise<boolean> {
  const { Attributes } = await sqs().send(
    new GetQueueAttributesCommand({
      QueueUrl: url,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return (
    Number(Attributes?.ApproximateNumberOfMessages) +
      Number(Attributes?.ApproximateNumberOfMessagesNotVisible) ===
    0
  );
}

const judgeQueueUrl = () => process.env[judgeQueue.envVar] as string;

beforeAll(async () => {
  ({ stop: stopWorker } = await startTestWorker(6));
  const { files, cases } = aPlusBFiles(3);
  problem = await defineProblem(files, { cases });
}, 120_000);

afterAll(async () => {
  await stopWorker?.();
});

describe('the judge queue', () => {
  it('lands a verdict with per-case results, time and memory', async () => {
    const { submission, cases } = await verdictOf(await submit(problem.pid, 'C++', aPlusB['C++'] as string));
    expect(submission).toMatchObject({ status: judgeStatus.accepted, round: 1 });
    expect(submission.judger).toBeTruthy();
    expect(cases?.cases).toHaveLength(3);
    for (const result of cases?.cases ?? []) expect(result.memoryKb).toBeGreaterThan(0);
  });

  it('reads the statuses of many submissions in one batch', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => submit(problem.pid, 'C', aPlusB.C as string)));
    await Promise.all(ids.map((submitId) => verdictOf(submitId)));
    const statuses = await getSubmissionStatuses([...ids, 987_654_321]);
    expect([...statuses.keys()].sort()).toEqual([...ids].sort());
    for (const status of statuses.values())
      expect(status).toMatchObject({ status: judgeStatus.accepted, isManual: false });
  });

  it('changes nothing when SQS delivers a message twice', async () => {
    const submitId = await submit(problem.pid, 'C', aPlusB.C as string);
    await enqueueJudge({ kind: 'submission', submitId, round: 1 });
    const first = await verdictOf(submitId);
    await expect.poll(() => queueIsIdle(judgeQueueUrl()), { timeout: 20_000, interval: 200 }).toBe(true);
    const after = await getSubmission(submitId, true);
    expect(after).toEqual(first.submission);
    expect(await getCaseResults(submitId)).toEqual(first.cases);
  });

  it('drops a late copy of a message that arrives after the verdict', async () => {
    const submitId = await submit(problem.pid, 'C', aPlusB.C as string);
    const { submission } = await verdictOf(submitId);
    await enqueueJudge({ kind: 'submission', submitId, round: 1 });
    await expect.poll(() => queueIsIdle(judgeQueueUrl()), { timeout: 20_000, interval: 200 }).toBe(true);
    expect(await getSubmission(submitId, true)).toEqual(submission);
  });

  it('sends a poison message to the dead-letter queue and marks its submission a system error', async () => {
    const { files, cases } = aPlusBFiles(1);
    const broken = await defineProblem(files, { cases });
    // Judge settings the worker cannot use: judging throws on every delivery.
    await putJudgeSpec({ ...broken, cases: 'not a list' as unknown as ProblemJudgeSpec['cases'] });
    process.env.JUDGE_TEST_QUIET = '1';
    const submitId = await submit(broken.pid, 'C', aPlusB.C as string);
    const { submission } = await verdictOf(submitId, 60_000);
    process.env.JUDGE_TEST_QUIET = '0';
    expect(submission.status).toBe(judgeStatus.systemError);
    expect(submission.errorMessage).toMatch(/repeated attempts/);
    await expect
      .poll(() => queueIsIdle(process.env[judgeDeadLetterQueue.envVar] as string), {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(true);
  });

  it('runs an Online Test and keeps its output', async () => {
    const key = `test-${Date.now()}`;
    await putTestRun({
      key,
      uid: 'judge-test',
      pid: problem.pid,
      language: 'Python3',
      code: 'print(sum(map(int, input().split())))\n',
      userInput: '40 2\n',
      expectedOutput: '42\n',
      status: judgeStatus.pending,
      timeMs: null,
      memoryKb: null,
      userOutput: null,
      stderr: null,
      expiresAt: expiresAfter(3600),
    });
    await enqueueJudge({ kind: 'testRun', key });
    await expect
      .poll(async () => (await getTestRun(key, true))?.status, { timeout: 30_000, interval: 100 })
      .toBe(judgeStatus.accepted);
    expect((await getTestRun(key))?.userOutput).toBe('42\n');
  });
});

describe('languages and shutdown', () => {
  it('reports through /api/languages which languages this host can judge', async () => {
    const { url } = useLocalStack();
    const installed = availableLanguages();
    const availability = async () => {
      const answer = await callApi<Language[]>(`${url}/api/languages`);
      return Object.fromEntries(answer.envelope.data.map((language) => [language.name, language.available]));
    };
    // The API may answer from a warm function's ten-second cache of the list.
    await expect.poll(availability, { timeout: 15_000, interval: 500 }).toMatchObject({
      'C++ 17 With O2': true,
      Python3: true,
      Golang: installed.has('Golang'),
      PyPy3: installed.has('PyPy3'),
    });
  });

  it('hands what it still holds back to the queue when stopped', async () => {
    await stopWorker?.();
    stopWorker = undefined;
    const queue = new JudgeQueue(sqs(), judgeQueueUrl());
    let started!: () => void;
    const handling = new Promise<void>((resolve) => (started = resolve));
    const consumer = new QueueConsumer({
      queue,
      slots: 1,
      visibilitySeconds: 120,
      heartbeatMs: 60_000,
      retryDelaySeconds: 1,
      log: () => undefined,
      handle: async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 10_000));
      },
    });
    consumer.start();
    await sqs().send(
      new SendMessageCommand({ QueueUrl: judgeQueueUrl(), MessageBody: '{"kind":"testRun","key":"held"}' }),
    );
    await handling;
    await consumer.stop(200);
    const again = await queue.receive(1, 5);
    expect(again.map((message) => message.body)).toEqual(['{"kind":"testRun","key":"held"}']);
    const [held] = again;
    if (held) await queue.delete(held);
  });
});
