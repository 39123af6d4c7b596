import { readWorkerConfig } from './worker/worker-config';
import { startWorker, type WorkerLog } from './worker/start-worker';

/** Fargate gives a task 30 s between SIGTERM and SIGKILL; judges still running after this go back to the queue. */
const stopGraceMs = 25_000;

const log: WorkerLog = (level, message, fields = {}) => {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    component: 'judge',
    ...fields,
  });
  if (level === 'error' || level === 'warn') console.error(line);
  else if (level === 'debug' && process.env.LOG_LEVEL !== 'debug') return;
  else if (process.env.LOG_LEVEL !== 'warn' && process.env.LOG_LEVEL !== 'silent') console.log(line);
};

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
  log('error', 'judge worker failed to start', {
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
});
