import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/* A judge worker inside the browser test's process, judging from the local stack's queue. */

interface RunningJudgeWorker {
  stop(): Promise<void>;
}

/**
 * The judge's test harness sits outside web's TypeScript project (its rootDir is web/), so it is
 * loaded by path at run time and typed here by the one function used.
 */
const judgeHarnessPath = join(import.meta.dirname, '..', '..', 'judge-fargate', 'test', 'judge-harness.ts');

/** Starts a worker now; `processIndex` gives it its own sandbox slot, apart from other files' workers. */
export async function startJudgeWorker(processIndex: number): Promise<RunningJudgeWorker> {
  const harness = (await import(/* @vite-ignore */ judgeHarnessPath)) as {
    startTestWorker(index: number): Promise<RunningJudgeWorker>;
  };
  return harness.startTestWorker(processIndex);
}

/**
 * A worker for the test file that calls this at its top: started before the file's own set-up (hooks
 * run in the order they are declared), stopped after its tests.
 */
export function judgeWorkerForFile(processIndex: number): void {
  let worker: RunningJudgeWorker | undefined;
  beforeAll(async () => {
    worker = await startJudgeWorker(processIndex);
  });
  afterAll(async () => {
    await worker?.stop();
  });
}
