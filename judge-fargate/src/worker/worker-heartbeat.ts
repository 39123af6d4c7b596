import { reportJudgeWorker } from '@oj/functions/judging';
import type { WorkerLog } from './worker-log';

/** Often enough that a live worker always has a report within the admin area's one-minute window. */
export const heartbeatIntervalMs = 20_000;

/**
 * Reports this worker alive with its proven languages now and every `intervalMs` until stopped, so
 * the admin dashboard lists the workers seen in the last minute. A failed report is logged, never
 * fatal: judging goes on without it.
 */
export function startHeartbeat(
  workerId: string,
  languages: readonly string[],
  log: WorkerLog,
  intervalMs: number = heartbeatIntervalMs,
): () => void {
  const beat = () =>
    void reportJudgeWorker(workerId, languages).catch((error: unknown) =>
      log('warn', 'heartbeat not recorded', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  beat();
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
