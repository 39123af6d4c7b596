import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { judgeQueue, judgeStatus, type ProblemJudgeSpec } from '@oj/shared';
import {
  dynamo,
  getCaseResults,
  getSubmission,
  problemSummaryKey,
  tableName,
  useLocalStack,
} from '@oj/functions/judging/test-fixtures';
import { aPlusBFiles, defineProblem, submit, verdictOf } from './judge-harness';

/*
 * A worker killed (SIGKILL, no notice) while it judges. Its message reappears one visibility timeout
 * after its last heartbeat, the other worker takes the dead worker's stale claim over, and the
 * verdict lands once, as if nothing had happened. The figures are printed.
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

/** Waits for a condition on the stored submission, polling closely; the time it first held. */
async function whenSubmission(
  submitId: number,
  what: string,
  holds: (submission: Awaited<ReturnType<typeof getSubmission>>) => boolean,
  timeoutMs: number,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (holds(await getSubmission(submitId, true))) return Date.now();
    if (Date.now() > deadline) throw new Error(`submission ${submitId}: ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each case sleeps 1.5 s before answering: a judge of several seconds, long enough to be killed in. */
const slowAPlusB =
  '#include <stdio.h>\n#include <unistd.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);usleep(1500000);printf("%ld\\n",a+b);return 0;}\n';

/**
 * What a crashed worker may cost its submission: about 30 s (the queue's visibility timeout after the
 * worker's last heartbeat), plus a few seconds for a poll, a claim and a loaded machine.
 */
const promisedDelayMs = 30_000;
const takeoverBoundMs = promisedDelayMs + 5_000;

let workers: WorkerProcess[] = [];
let problem: ProblemJudgeSpec;

beforeAll(async () => {
  useLocalStack();
  workers = [startWorkerProcess(18), startWorkerProcess(19)];
  const { files, cases } = aPlusBFiles(3);
  problem = await defineProblem(files, { cases, timeLimitMs: 2_000 });
  await Promise.all(workers.map((worker) => worker.ready));
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

describe('a worker killed while judging', () => {
  it('hands its submission to another worker within the visibility timeout, which lands the one verdict', async () => {
    const submitId = await submit(problem.pid, 'C', slowAPlusB);
    let victimPid = 0;
    await whenSubmission(
      submitId,
      'no worker started judging it',
      (submission) => {
        victimPid = pidOfJudger(submission?.judger);
        return submission?.status === judgeStatus.judging;
      },
      30_000,
    );
    const victim = workers.find((worker) => worker.pid === victimPid);
    const survivor = workers.find((worker) => worker.pid !== victimPid);
    expect(victim, `the claim names ${victimPid}, none of this test's workers`).toBeDefined();

    try {
      process.kill(victimPid, 'SIGKILL');
      const killedAt = Date.now();
      await victim?.exited;
      const takenOverAt = await whenSubmission(
        submitId,
        'no other worker took it over',
        (submission) => pidOfJudger(submission?.judger) === survivor?.pid,
        takeoverBoundMs + 10_000,
      );
      const { submission, cases } = await verdictOf(submitId, 60_000);
      const landedAt = Date.now();
      console.log(
        `worker killed mid-judging: taken over after ${((takenOverAt - killedAt) / 1000).toFixed(1)} s ` +
          `(bound ${takeoverBoundMs / 1000} s; visibility timeout ${judgeQueue.visibilityTimeoutSeconds} s), ` +
          `verdict ${((landedAt - killedAt) / 1000).toFixed(1)} s after the kill`,
      );
      expect(takenOverAt - killedAt).toBeLessThanOrEqual(takeoverBoundMs);

      // The host's fault is no verdict: the full, correct one, judged by the survivor, counted once.
      expect(submission).toMatchObject({ status: judgeStatus.accepted, round: 1 });
      expect(pidOfJudger(submission.judger)).toBe(survivor?.pid);
      expect(cases?.cases.map((result) => result.status)).toEqual(Array(3).fill(judgeStatus.accepted));
      expect(await getCaseResults(submitId)).toEqual(cases);
      const { Item: summary } = await dynamo().send(
        new GetCommand({ TableName: tableName(), Key: problemSummaryKey(problem.pid), ConsistentRead: true }),
      );
      expect(summary).toMatchObject({ total: 1, ac: 1 });
    } catch (error) {
      for (const worker of workers) console.error(`worker ${worker.pid}:\n  ${worker.lines.join('\n  ')}`);
      throw error;
    }
  }, 150_000);
});
