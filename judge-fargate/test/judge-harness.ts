import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { isFinalStatus } from '@oj/shared';
import type { Submission } from '@oj/functions/judging';
import {
  getCaseResults,
  getSubmission,
  useLocalStack,
  type StoredCaseResults,
} from '@oj/functions/judging/test-fixtures';
import { startWorker, type RunningWorker } from '../src/worker/start-worker';
import { readWorkerConfig } from '../src/worker/worker-config';

/** A worker in this test process, judging from the local stack's queue, on a scratch folder. */
export async function startTestWorker(
  processIndex: number,
): Promise<{ worker: RunningWorker; stop(): Promise<void> }> {
  useLocalStack();
  const workDir = mkdtempSync(join(tmpdir(), 'oj-judge-test-'));
  process.env.JUDGE_WORK_DIR = workDir;
  process.env.JUDGE_SLOTS = '2';
  process.env.JUDGE_WORKER_SLOT = String(processIndex);
  const worker = await startWorker(readWorkerConfig(), (level, message, fields) => {
    if (process.env.JUDGE_TEST_LOG === '1' || (level === 'error' && process.env.JUDGE_TEST_QUIET !== '1')) {
      console.error(level, message, JSON.stringify(fields));
    }
  });
  return {
    worker,
    stop: async () => {
      await worker.stop(5_000);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

export { aPlusBFiles, defineProblem, storeSubmission, storeTestRun, submit } from './judge-fixtures';

/** Waits until the submission has a final verdict; returns it with its case results. */
export async function verdictOf(
  submitId: number,
  timeoutMs = 60_000,
): Promise<{ submission: Submission; cases: StoredCaseResults | undefined }> {
  let submission: Submission | undefined;
  await expect
    .poll(
      async () => {
        submission = await getSubmission(submitId, true);
        return submission !== undefined && isFinalStatus(submission.status);
      },
      { timeout: timeoutMs, interval: 100 },
    )
    .toBe(true);
  return { submission: submission as Submission, cases: await getCaseResults(submitId) };
}
