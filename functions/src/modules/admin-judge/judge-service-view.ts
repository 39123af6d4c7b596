import { percentText, type JudgeServiceEntry } from '@oj/shared';
import type { JudgeWorker } from '../../data/judge-workers/judge-worker-item';

/** A worker's last report as the contract's judge server entry; `live` says whether it is healthy. */
export function judgeServiceEntryOf(worker: JudgeWorker, live: boolean): JudgeServiceEntry {
  return {
    service: {
      serviceId: 'judge',
      instanceId: worker.workerId,
      host: worker.address,
      port: null,
      secure: false,
      metadata: {
        judgeName: worker.workerId,
        'nacos.healthy': live ? 'true' : 'false',
        maxTaskNum: String(worker.slots),
      },
    },
    cpuCores: worker.cpuCores,
    percentCpuLoad: percentText(worker.cpuLoad),
    percentMemoryLoad: percentText(worker.memoryLoad),
    languages: worker.languages,
    lastSeen: worker.lastSeen,
  };
}
