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
/**
 * The slot for judge workers: child processes polling the local queue, restarted if they crash, and
 * stopped with SIGTERM (the same notice Fargate gives) when the stack stops.
 */
export declare function startJudgeWorkers(options: JudgeWorkerOptions): RunningJudgeWorkers;
