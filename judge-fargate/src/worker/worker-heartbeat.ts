import { readMachineFigures, reportJudgeWorker } from '@oj/functions/judging';
import type { WorkerLog } from './worker-log';

/** Often enough that a live worker always has a report within the admin area's one-minute window. */
export const heartbeatIntervalMs = 20_000;

/** Who the worker is and what it offers: the part of its report that does not change while it runs. */
export interface WorkerIdentity {
  workerId: string;
  languages: readonly string[];
  /** Submissions judged at once. */
  slots: number;
}

/**
 * Reports this worker alive now and every `intervalMs` until stopped, with its proven languages, its
 * slots and its machine's address and load read at each beat, so the admin area lists each worker
 * (or Fargate task) as it is. A failed report is logged, never fatal: judging goes on without it.
 */
export function startHeartbeat(
  worker: WorkerIdentity,
  log: WorkerLog,
  intervalMs: number = heartbeatIntervalMs,
): () => void {
  const beat = () => {
    const machine = readMachineFigures();
    void reportJudgeWorker({
      workerId: worker.workerId,
      languages: [...worker.languages],
      slots: worker.slots,
      address: machine.address,
      cpuCores: machine.cores,
      cpuLoad: machine.cpuLoad,
      memoryLoad: machine.memoryLoad,
    }).catch((error: unknown) =>
      log('warn', 'heartbeat not recorded', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  };
  beat();
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
