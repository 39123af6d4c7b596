import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isFinalStatus, judgeQueue, judgeStatus, type ProblemJudgeSpec } from '@oj/shared';
import { getTestRun, sqs, type TestRun } from '@oj/functions/judging';
import {
  dynamo,
  getCaseResults,
  getSubmission,
  problemSummaryKey,
  tableName,
  useLocalStack,
} from '@oj/functions/judging/test-fixtures';
import { aPlusBFiles, defineProblem, storeSubmission, storeTestRun, verdictOf } from './judge-harness';

/*
 * A worker killed (SIGKILL, no notice) while it judges a submission and runs an Online Test. Their
 * messages reappear one visibility timeout after its last heartbeat, the other worker takes the dead
 * worker's stale claims over, and the verdict and the test's result land once each, as if nothing had
 * happened. One kill serves both, so the test waits for one takeover. The figures are printed.
 */

/** A worker process as Fargate runs one: the real entry point, its own scratch folder, its own pid. */
interface WorkerProcess {
  child: ChildProcess;
  pid: number;
  workDir: string;
  /** Its log lines, printed when a test fails. */
  lines: string[];
  ready: Promise<void>;
  exited: Promise<void>;
}

const workerEntry = join(import.meta.dirname, '..', 'src', 'worker.ts');

function startWorkerProcess(processIndex: number): WorkerProcess {
  const workDir = mkdtempSync(join(tmpdir(), 'oj-judge-crash-'));
  const child = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    env: {
      ...process.env,
      JUDGE_WORK_DIR: workDir,
      JUDGE_SLOTS: '2',
      JUDGE_WORKER_SLOT: String(processIndex),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream as NodeJS.ReadableStream }).on('line', (line) => {
        lines.push(line);
        if (line.includes('"judge worker ready"')) resolve();
      });
    }
    child.once('exit', (code, signal) =>
      reject(new Error(`worker exited (${signal ?? code}) before it was ready`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, pid: child.pid as number, workDir, lines, ready, exited };
}

/** The pid in a judger name (`<host>-<pid>`, worker-config.ts): the worker process holding the claim. */
const pidOfJudger = (judger: string | null | undefined) => Number(judger?.split('-').pop());

/** Waits for a condition on what is stored, polling closely; the time it first held. */
async function whenStored(what: string, holds: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await holds()) return Date.now();
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each case sleeps 1.5 s before answering: a judge of several seconds, long enough to be killed in. */
const slowAPlusB =
  '#include <stdio.h>\n#include <unistd.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);usleep(1500000);printf("%ld\\n",a+b);return 0;}\n';

/** An Online Test that sleeps 4 s (the wall clock of a 3 s limit is 7 s): still running when its worker dies. */
const slowTest =
  '#include <stdio.h>\n#include <unistd.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);usleep(4000000);printf("%ld\\n",a+b);return 0;}\n';

/**
 * What a crashed worker may cost its work: about 30 s (the queue's visibility timeout after the
 * worker's last heartbeat), plus a few seconds for a poll, a claim and a loaded machine.
 */
const promisedDelayMs = 30_000;
const takeoverBoundMs = promisedDelayMs + 5_000;

let workers: WorkerProcess[] = [];
let problem: ProblemJudgeSpec;

beforeAll(async () => {
  useLocalStack();
  // Only the victim runs at first, so that it alone claims both pieces of work (SQS may hand a batch
  // to two pollers one message each); the survivor starts once the victim is dead.
  workers = [startWorkerProcess(18)];
  const { files, cases } = aPlusBFiles(3);
  problem = await defineProblem(files, { cases, timeLimitMs: 3_000 });
  await workers[0]?.ready;
}, 120_000);

afterAll(async () => {
  for (const worker of workers) {
    if (worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
    rmSync(worker.workDir, { recursive: true, force: true });
  }
}, 60_000);

/** The log lines in which a worker wrote an Online Test's result. */
const resultLinesOf = (worker: WorkerProcess, key: string) =>
  worker.lines.filter((line) => line.includes('"Online Test result"') && line.includes(key));

describe('a worker killed while judging', () => {
  it('hands its submission and its Online Test to another worker within the visibility timeout, which lands the one verdict and the one result', async () => {
    const submissionMessage = await storeSubmission(problem.pid, 'C', slowAPlusB);
    const { submitId } = submissionMessage;
    const testMessage = await storeTestRun({
      pid: problem.pid,
      language: 'C',
      code: slowTest,
      userInput: '40 2\n',
      expectedOutput: '42\n',
    });
    const { key } = testMessage;
    // One worker with two free slots is polling: it claims both.
    await sqs().send(
      new SendMessageBatchCommand({
        QueueUrl: process.env[judgeQueue.envVar] as string,
        Entries: [submissionMessage, testMessage].map((message, index) => ({
          Id: String(index),
          MessageBody: JSON.stringify(message),
        })),
      }),
    );

    let submissionHolder = 0;
    let testHolder = 0;
    await whenStored(
      'no worker was judging the submission and running the Online Test',
      async () => {
        const [submission, run] = await Promise.all([getSubmission(submitId, true), getTestRun(key, true)]);
        submissionHolder = pidOfJudger(submission?.judger);
        testHolder = pidOfJudger(run?.judger);
        return submission?.status === judgeStatus.judging && run?.status === judgeStatus.compiling;
      },
      30_000,
    );
    // The worker holding both claims is killed by its own pid while it still judges.
    const victimPid = testHolder;
    const victim = workers.find((worker) => worker.pid === victimPid);
    expect(victim, `the claim names ${victimPid}, none of this test's workers`).toBeDefined();
    expect(submissionHolder, 'one worker holds both claims').toBe(victimPid);
    try {
      process.kill(victimPid, 'SIGKILL');
      const killedAt = Date.now();
      await victim?.exited;
      // The survivor starts after the kill: it has the visibility timeout to be ready and polling.
      const survivor = startWorkerProcess(19);
      workers.push(survivor);
      await survivor.ready;
      const takenOverBy = (holder: () => Promise<string | null | undefined>) => async () =>
        pidOfJudger(await holder()) === survivor.pid;
      const [submissionTakenOverAt, testTakenOverAt] = await Promise.all([
        whenStored(
          `submission ${submitId}: no other worker took it over`,
          takenOverBy(async () => (await getSubmission(submitId, true))?.judger),
          takeoverBoundMs + 10_000,
        ),
        whenStored(
          `Online Test ${key}: no other worker took it over`,
          takenOverBy(async () => (await getTestRun(key, true))?.judger),
          takeoverBoundMs + 10_000,
        ),
      ]);
      const { submission, cases } = await verdictOf(submitId, 60_000);
      let run: TestRun | undefined;
      await whenStored(
        `Online Test ${key}: no result`,
        async () => {
          run = await getTestRun(key, true);
          return run !== undefined && isFinalStatus(run.status);
        },
        60_000,
      );
      const landedAt = Date.now();
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        `worker killed mid-judging: submission taken over after ${seconds(submissionTakenOverAt - killedAt)}, ` +
          `Online Test after ${seconds(testTakenOverAt - killedAt)} ` +
          `(bound ${takeoverBoundMs / 1000} s; visibility timeout ${judgeQueue.visibilityTimeoutSeconds} s), ` +
          `both answered ${seconds(landedAt - killedAt)} after the kill`,
      );
      expect(submissionTakenOverAt - killedAt).toBeLessThanOrEqual(takeoverBoundMs);
      expect(testTakenOverAt - killedAt).toBeLessThanOrEqual(takeoverBoundMs);

      // The host's fault is no verdict: the full, correct one, judged by the survivor, counted once.
      expect(submission).toMatchObject({ status: judgeStatus.accepted, round: 1 });
      expect(pidOfJudger(submission.judger)).toBe(survivor.pid);
      expect(cases?.cases.map((result) => result.status)).toEqual(Array(3).fill(judgeStatus.accepted));
      expect(await getCaseResults(submitId)).toEqual(cases);
      const { Item: summary } = await dynamo().send(
        new GetCommand({ TableName: tableName(), Key: problemSummaryKey(problem.pid), ConsistentRead: true }),
      );
      expect(summary).toMatchObject({ total: 1, ac: 1 });

      // Nor is it the Online Test's result: the survivor ran it again and wrote the one result.
      expect(run).toMatchObject({ status: judgeStatus.accepted, userOutput: '42\n' });
      expect(pidOfJudger(run?.judger)).toBe(survivor.pid);
      expect(resultLinesOf(victim as WorkerProcess, key)).toEqual([]);
      expect(resultLinesOf(survivor, key)).toHaveLength(1);
    } catch (error) {
      for (const worker of workers) console.error(`worker ${worker.pid}:\n  ${worker.lines.join('\n  ')}`);
      throw error;
    }
  }, 150_000);
});
