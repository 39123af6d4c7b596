import { createLogger, writeBySeverity } from '@oj/functions/judging';
import { readWorkerConfig } from './worker/worker-config';
import { startWorker, type WorkerLog } from './worker/start-worker';

/** Fargate gives a task 30 s between SIGTERM and SIGKILL; judges still running after this go back to the queue. */
const stopGraceMs = 25_000;

/** The same JSON lines as the API's, warnings and errors on stderr, filtered by `LOG_LEVEL`. */
const log: WorkerLog = createLogger({ component: 'judge' }, writeBySeverity).log;

/** The judge worker process: `node judge-fargate/dist/worker.js` in the image, a child of `npm start` locally. */
async function main(): Promise<void> {
  const worker = await startWorker(readWorkerConfig(), log);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', `${signal}: finishing running judges`);
    worker.stop(stopGraceMs).then(
      () => process.exit(0),
      (error: unknown) => {
        log('error', 'stop failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  log('error', 'judge worker failed to start', { error: reason });
  // Whatever LOG_LEVEL says, a worker that cannot start says why before it exits.
  if (process.env.LOG_LEVEL === 'silent') console.error(`judge worker failed to start: ${reason}`);
  process.exit(1);
});
