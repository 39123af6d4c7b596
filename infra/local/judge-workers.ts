import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface JudgeWorkerOptions {
  /** Module that runs one worker process; started with tsx so it runs from source like the handlers. */
  entry: string;
  count: number;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

export interface RunningJudgeWorkers {
  /** How many worker processes run, or why none do. */
  status: string;
  stop(): Promise<void>;
}

const restartDelayMs = 1_000;

/**
 * The slot for judge workers: child processes polling the local queue, restarted if they crash, and
 * stopped with SIGTERM (the same notice Fargate gives) when the stack stops.
 */
export function startJudgeWorkers(options: JudgeWorkerOptions): RunningJudgeWorkers {
  if (!existsSync(options.entry)) {
    return { status: `none (no worker at ${options.entry})`, stop: async () => undefined };
  }
  let stopping = false;
  const children = new Set<ChildProcess>();

  const launch = (slot: number): void => {
    const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
      env: { ...options.env, JUDGE_WORKER_SLOT: String(slot) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (stopping) return;
      options.log(`judge worker ${slot} ended (${signal ?? code}); restarting`);
      setTimeout(() => launch(slot), restartDelayMs);
    });
  };
  for (let slot = 0; slot < options.count; slot++) launch(slot);

  return {
    status: `${options.count} process(es)`,
    stop: async () => {
      stopping = true;
      await Promise.all(
        [...children].map(
          (child) =>
            new Promise<void>((resolve) => {
              const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
              child.once('exit', () => {
                clearTimeout(force);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
