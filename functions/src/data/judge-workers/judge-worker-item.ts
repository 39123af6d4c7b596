import { tableDefinition } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { toItem } from '../kit/versioned-item';

/** What a judge worker says of itself in each heartbeat. */
export interface JudgeWorkerReport {
  /** Its name (`JUDGER_NAME` or the host's name, and the process id). */
  workerId: string;
  languages: string[];
  /** The address of the machine or Fargate task it runs on. */
  address: string;
  cpuCores: number;
  /** Submissions it judges at once (one sandbox slot each). */
  slots: number;
  /** One-minute load average over the cores (1: every core busy). */
  cpuLoad: number;
  /** Share of the machine's memory in use, 0 to 1. */
  memoryLoad: number;
}

/** A judge worker's last report and when it was made. */
export interface JudgeWorker extends JudgeWorkerReport {
  /** ISO time of the last report. */
  lastSeen: string;
}

/** Every worker is one item of one small partition; a silent one expires ten minutes after its last report. */
export function judgeWorkerKey(workerId: string): ItemKey {
  return { pk: 'JUDGEWORKER', sk: workerId };
}

export const judgeWorkerLifetimeSeconds = 600;

export function judgeWorkerToItem(worker: JudgeWorker, expiresAt: number): Record<string, unknown> {
  return toItem(judgeWorkerKey(worker.workerId), 'JudgeWorker', 2, {
    ...worker,
    [tableDefinition.ttlAttribute]: expiresAt,
  });
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** Version 1 items (a worker started before the figures were reported) read as 0 and no address. */
export function judgeWorkerFromItem(item: Record<string, unknown>): JudgeWorker {
  return {
    workerId: String(item.workerId),
    languages: Array.isArray(item.languages) ? item.languages.map(String) : [],
    address: typeof item.address === 'string' ? item.address : '',
    cpuCores: numberOr(item.cpuCores, 0),
    slots: numberOr(item.slots, 0),
    cpuLoad: numberOr(item.cpuLoad, 0),
    memoryLoad: numberOr(item.memoryLoad, 0),
    lastSeen: String(item.lastSeen),
  };
}
