import type { ApiArea } from '@oj/shared';
import type {
  ApiInstanceCounts,
  ApiInstanceIdentity,
  ApiInstanceReport,
} from '../data/api-instances/api-instance-item';
import { createInstanceTally, type InstanceTally } from './instance-tally';

/** This process's instance of one area: its tally, and who it is once its first request said so. */
export interface AreaInstance {
  tally: InstanceTally;
  identity?: ApiInstanceIdentity;
}

/**
 * One per area served by this process: one in a Lambda function, every area on the local stack, where
 * each area reports as an instance of its own, as its function would in the cloud.
 */
const instances = new Map<ApiArea, AreaInstance>();

export function areaInstance(area: ApiArea): AreaInstance {
  let instance = instances.get(area);
  if (!instance) {
    instance = { tally: createInstanceTally() };
    instances.set(area, instance);
  }
  return instance;
}

const mebibyte = 1024 * 1024;

export function instanceReportOf(
  identity: ApiInstanceIdentity,
  counts: ApiInstanceCounts,
  now: number,
): ApiInstanceReport {
  return {
    ...identity,
    ...counts,
    memoryMiB: Math.round(process.memoryUsage.rss() / mebibyte),
    lastSeen: new Date(now).toISOString(),
  };
}

/**
 * This process's instance of `area` as it stands now, as the registry would hold it; undefined before
 * its first request. The instance answering a call is alive whether or not its last report landed.
 */
export function ownInstanceReport(area: ApiArea, now: number = Date.now()): ApiInstanceReport | undefined {
  const instance = instances.get(area);
  return instance?.identity && instanceReportOf(instance.identity, instance.tally.current(), now);
}
