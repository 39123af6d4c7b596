import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import {
  judgeClaimStaleAfterMs,
  judgeDeadLetterQueue,
  judgeQueue,
  judgeStatus,
  localLanguageCatalogue,
  problemType,
  type Language,
  type ProblemJudgeSpec,
} from '@oj/shared';
import { getTestRun, setLanguageAvailability, sqs, tryClaimSubmission } from '@oj/functions/judging';
import {
  callApi,
  enqueueJudge,
  expiresAfter,
  getCaseResults,
  getSubmission,
  getSubmissionStatuses,
  nextSubmitId,
  pendingSubmission,
  putJudgeSpec,
  putNewSubmission,
  putTestRun,
  sessionToken,
  storeProblem,
  useLocalStack,
} from '@oj/functions/judging/test-fixtures';
import { availableLanguages } from '../src/languages/language-table';
import { aPlusB } from './programs/a-plus-b';
import { aPlusBFiles, defineProblem, startTestWorker, submit, verdictOf } from './judge-harness';
import { JudgeQueue } from '../src/queue/judge-queue';
import { QueueConsumer } from '../src/queue/queue-consumer';
import type { RunningWorker } from '../src/worker/start-worker';

let stopWorker: (() => Promise<void>) | undefined;
let worker: RunningWorker;
let problem: ProblemJudgeSpec;

/** Every sandbox uid a worker's slots use: program and checker identities. */
function slotUidsOf(judge: RunningWorker, slots = 2): number[] {
  return Array.from({ length: slots }, (_, slot) => {
    const workspace = judge.context.workspace(slot);
    return [workspace.uid, workspace.checkerUid];
  }).flat();
}

/**
 * Keeps two sleeping processes running as each uid, as a program with a thread judged under that uid
 * would. The kernel counts a uid's processes against RLIMIT_NPROC when a new program takes the uid:
 * beyond the limit (one for C) the sandbox's execve is refused. Returns what ends them.
 */
function occupyUids(uids: number[]): () => Promise<void> {
  const sleepers = uids.flatMap((uid) =>
    [1, 2].map(() => spawn('sleep', ['120'], { uid, gid: uid, cwd: '/', stdio: 'ignore' })),
  );
  return async () => {
    await Promise.all(
      sleepers.map(
        (sleeper) =>
          new Promise<void>((resolve) => {
            if (sleeper.exitCode !== null || sleeper.signalCode !== null) return resolve();
            sleeper.once('exit', () => resolve());
            sleeper.kill('SIGKILL');
          }),
      ),
    );
  };
}

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
  ({ stop: stopWorker, worker } = await startTestWorker(6));
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

  it('takes over the claim of a worker that died once it goes stale, never dropping the message while it is fresh', async () => {
    const submitId = await nextSubmitId();
    await putNewSubmission(
      pendingSubmission({
        submitId,
        uid: 'judge-test',
        username: 'judge-test',
        pid: problem.pid,
        displayPid: problem.problemId,
        language: 'C',
        code: aPlusB.C as string,
      }),
    );
    // A worker claimed it and died 3 s before its claim would go stale; its message comes back now.
    const died = await tryClaimSubmission(
      submitId,
      1,
      'worker-that-died',
      Date.now(),
      Date.now() - judgeClaimStaleAfterMs + 3_000,
    );
    expect(died.outcome).toBe('claimed');
    await enqueueJudge({ kind: 'submission', submitId, round: 1, pid: problem.pid });
    const { submission } = await verdictOf(submitId, 20_000);
    expect(submission).toMatchObject({ status: judgeStatus.accepted, judger: worker.context.judger });
    await expect.poll(() => queueIsIdle(judgeQueueUrl()), { timeout: 20_000, interval: 200 }).toBe(true);
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

describe('a judge sharing its machine', () => {
  it('two judges on one machine, as two local stacks run them, judge side by side on uids of their own', async () => {
    // The other stack's worker has the same process index and its own scratch folder. Both tests that
    // start a second worker wait for its runtime checks too, hence their longer time limit.
    const other = await startTestWorker(6);
    try {
      const theirs = slotUidsOf(other.worker);
      expect(slotUidsOf(worker).filter((uid) => theirs.includes(uid))).toEqual([]);
      const ids = await Promise.all(
        Array.from({ length: 6 }, () => submit(problem.pid, 'C', aPlusB.C as string)),
      );
      for (const submitId of ids)
        expect((await verdictOf(submitId)).submission.status).toBe(judgeStatus.accepted);

      // While the other judge's programs run (held here as sleeping processes of its uids), ours still judge.
      await other.stop();
      const endSleepers = occupyUids(theirs);
      try {
        const { submission } = await verdictOf(await submit(problem.pid, 'C', aPlusB.C as string));
        expect(submission.status).toBe(judgeStatus.accepted);
      } finally {
        await endSleepers();
      }
    } finally {
      await other.stop();
    }
  }, 120_000);
});

describe('a host that cannot run programs', () => {
  let oiProblem: ProblemJudgeSpec;
  beforeAll(async () => {
    const { files, cases } = aPlusBFiles(5);
    oiProblem = await defineProblem(files, { cases, type: problemType.oi });
    // The worker logs each refused delivery as an error; here they are expected.
    process.env.JUDGE_TEST_QUIET = '1';
  });
  afterAll(() => {
    process.env.JUDGE_TEST_QUIET = '0';
  });

  it('hands the submission back to the queue and, once the host recovers, gives a correct OI program all its points', async () => {
    const endSleepers = occupyUids(slotUidsOf(worker));
    let submitId: number;
    try {
      submitId = await submit(oiProblem.pid, 'C', aPlusB.C as string);
      // Claimed, refused by the host on every try, and released pending for a later delivery.
      let claimed = false;
      await expect
        .poll(
          async () => {
            const status = (await getSubmission(submitId, true))?.status;
            claimed ||= status === judgeStatus.compiling || status === judgeStatus.judging;
            return claimed && status === judgeStatus.pending;
          },
          { timeout: 30_000, interval: 50 },
        )
        .toBe(true);
    } finally {
      await endSleepers();
    }
    const { submission, cases } = await verdictOf(submitId);
    expect(submission).toMatchObject({ status: judgeStatus.accepted, score: 100 });
    expect(cases?.cases.map((result) => result.status)).toEqual(Array(5).fill(judgeStatus.accepted));
  });

  it('ends a submission the host keeps refusing as System Error naming the reason, never a wrong verdict', async () => {
    const endSleepers = occupyUids(slotUidsOf(worker));
    try {
      const { submission, cases } = await verdictOf(
        await submit(oiProblem.pid, 'C', aPlusB.C as string),
        60_000,
      );
      expect(submission).toMatchObject({ status: judgeStatus.systemError, score: 0 });
      expect(submission.errorMessage).toMatch(/execve: Resource temporarily unavailable/);
      expect(cases?.cases ?? []).toEqual([]);
    } finally {
      await endSleepers();
    }
  });
});

describe('languages and shutdown', () => {
  it('offers a language only once it ran as a slot user: an unreachable runtime is refused by the submit call and left out of the editor', async () => {
    const { url } = useLocalStack();
    // A node the slot users cannot reach, as an interpreter under a private home would be.
    const privateDir = mkdtempSync(join(tmpdir(), 'oj-private-runtime-'));
    chmodSync(privateDir, 0o700);
    symlinkSync(process.execPath, join(privateDir, 'node'));
    process.env.JUDGE_NODE_BINARY = join(privateDir, 'node');
    const javascript = localLanguageCatalogue.find(
      (language) => language.name === 'JavaScript Node',
    ) as Language;
    const other = await startTestWorker(7);
    try {
      expect(other.worker.context.languages.has('JavaScript Node')).toBe(false);
      expect(other.worker.refusedLanguages.get('JavaScript Node')).toMatch(/execve: Permission denied/);
      expect(other.worker.context.languages.has('C')).toBe(true);

      const { problem: page } = await storeProblem({ languages: ['C', 'JavaScript Node'] });
      const { token } = await sessionToken();
      const send = (lang: string) =>
        callApi(`${url}/api/submit-problem-judge`, {
          method: 'POST',
          token,
          headers: { 'accept-language': lang },
          body: JSON.stringify({ pid: page.pid, language: 'JavaScript Node', code: 'console.log(3)' }),
        });
      // The API may answer from a warm function's ten-second cache of the language list.
      await expect
        .poll(async () => (await send('en-US')).envelope, { timeout: 15_000, interval: 500 })
        .toMatchObject({
          status: 400,
          msg: 'The judges cannot run JavaScript Node at the moment; please submit in another language!',
        });
      expect((await send('zh-CN')).envelope.msg).toBe(
        '评测机暂时无法运行 JavaScript Node，请换用其他语言提交！',
      );
      const detail = await callApi<{ languages: string[] }>(
        `${url}/api/get-problem-detail?problemId=${page.problemId}`,
        { token },
      );
      expect(detail.envelope.data.languages).toEqual(['C']);
    } finally {
      delete process.env.JUDGE_NODE_BINARY;
      await other.stop();
      rmSync(privateDir, { recursive: true, force: true });
      await setLanguageAvailability(javascript, true);
    }
  }, 120_000);

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
