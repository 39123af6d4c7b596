import { apiAreas, percentText, type ApiArea, type ApiInstance, type ServiceInfo } from '@oj/shared';
import type { ApiInstanceReport } from '../../data/api-instances/api-instance-item';
import type { ApiRegistry } from '../../data/api-instances/list-api-instances';
import { areaStateOf, isServing } from './area-health';

/** What the service info is made of: the registry, the instance answering and its machine. */
export interface ServiceFacts {
  registry: ApiRegistry;
  /** The area answering the call, shown first. */
  answeringArea: ApiArea;
  /** The answering instance as it stands: serving now, whether or not the report it started has landed. */
  ownInstance: ApiInstanceReport | undefined;
  machine: { cores: number; cpuLoad: number; memoryLoad: number };
  now: number;
}

type ServiceRow = ServiceInfo['backupService'][number];

function instanceOf(report: ApiInstanceReport): ApiInstance {
  return {
    instanceId: report.instanceId,
    functionName: report.functionName,
    host: report.host,
    runtime: report.runtime,
    memoryLimitMiB: report.memoryLimitMiB,
    memoryMiB: report.memoryMiB,
    startedAt: report.startedAt,
    lastSeen: report.lastSeen,
    requests: report.requests,
    serverErrors: report.serverErrors,
    recentRequests: report.recentRequests,
    recentServerErrors: report.recentServerErrors,
  };
}

const newestFirst = (a: { lastSeen: string }, b: { lastSeen: string }) =>
  b.lastSeen.localeCompare(a.lastSeen);

function rowOf(area: ApiArea, facts: ServiceFacts, reports: ApiInstanceReport[]): ServiceRow {
  const record = facts.registry.areas.find((candidate) => candidate.area === area);
  const serving = reports.filter((report) => isServing(report, facts.now)).sort(newestFirst);
  const state = areaStateOf(serving, record !== undefined || reports.length > 0);
  const newest = serving[0];
  const held = [...reports].sort(newestFirst);
  // Without the area's own item (its first write still under way), the oldest instance's start.
  const firstSeen = record?.firstSeen ?? held.at(-1)?.startedAt ?? null;
  return {
    serviceId: area,
    instanceId: newest?.instanceId ?? null,
    host: newest?.host ?? null,
    port: null,
    secure: false,
    metadata: {
      'nacos.healthy': state === 'failing' ? 'false' : 'true',
      state,
      instanceCount: String(serving.length),
    },
    state,
    lastSeen: held[0]?.lastSeen ?? null,
    firstSeen,
    instancesStarted: Math.max(record?.instancesStarted ?? 0, reports.length),
    recentRequests: serving.reduce((sum, report) => sum + report.recentRequests, 0),
    recentServerErrors: serving.reduce((sum, report) => sum + report.recentServerErrors, 0),
    instances: serving.map(instanceOf),
  };
}

/**
 * The registry's instances with the answering one as it stands: seen now (a report it started with
 * this request may not have landed), with its own totals, and the recent counts of its latest stored
 * report, which cover a whole window.
 */
function reportsWithOwn(facts: ServiceFacts): ApiInstanceReport[] {
  const own = facts.ownInstance;
  if (!own) return facts.registry.instances;
  const isOwn = (report: ApiInstanceReport) =>
    report.area === own.area && report.instanceId === own.instanceId;
  const stored = facts.registry.instances.find(isOwn);
  const current = stored
    ? {
        ...stored,
        lastSeen: own.lastSeen,
        requests: own.requests,
        serverErrors: own.serverErrors,
        memoryMiB: own.memoryMiB,
      }
    : own;
  return [...facts.registry.instances.filter((report) => !isOwn(report)), current];
}

/** One row per API area function, the answering area first, then in the areas' order. */
export function serviceInfoOf(facts: ServiceFacts): ServiceInfo {
  const reports = reportsWithOwn(facts);
  const areas = [facts.answeringArea, ...apiAreas.filter((area) => area !== facts.answeringArea)];
  return {
    nacos: { status: 'UP', registry: 'dynamodb' },
    backupCores: Math.max(facts.machine.cores, 1),
    backupService: areas.map((area) =>
      rowOf(
        area,
        facts,
        reports.filter((report) => report.area === area),
      ),
    ),
    backupPercentCpuLoad: percentText(facts.machine.cpuLoad),
    backupPercentMemoryLoad: percentText(facts.machine.memoryLoad),
  };
}
