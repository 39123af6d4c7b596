import { tableDefinition } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { toItem } from '../kit/versioned-item';

/** A judge worker's last report: its languages and when it last said it was alive. */
export interface JudgeWorker {
  workerId: string;
  languages: string[];
  /** ISO time of the last report. */
  lastSeen: string;
}

/** Every worker is one item of one small partition; a silent one expires ten minutes after its last report. */
export function judgeWorkerKey(workerId: string): ItemKey {
  return { pk: 'JUDGEWORKER', sk: workerId };
}

export const judgeWorkerLifetimeSeconds = 600;

export function judgeWorkerToItem(worker: JudgeWorker, expiresAt: number): Record<string, unknown> {
  return toItem(judgeWorkerKey(worker.workerId), 'JudgeWorker', 1, {
    workerId: worker.workerId,
    languages: worker.languages,
    lastSeen: worker.lastSeen,
    [tableDefinition.ttlAttribute]: expiresAt,
  });
}

export function judgeWorkerFromItem(item: Record<string, unknown>): JudgeWorker {
  return {
    workerId: String(item.workerId),
    languages: Array.isArray(item.languages) ? item.languages.map(String) : [],
    lastSeen: String(item.lastSeen),
  };
}
