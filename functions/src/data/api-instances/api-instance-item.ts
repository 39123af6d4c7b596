import { apiAreas, apiInstancePartition, tableDefinition, type ApiArea } from '@oj/shared';
import { keyOf, type ItemKey } from '../item-key';
import { stampOf } from '../kit/versioned-item';

/** What a warm instance of an area function knows of itself: set once, at its first request. */
export interface ApiInstanceIdentity {
  area: ApiArea;
  /** The Lambda execution environment (the id of its log stream), or the host and process locally. */
  instanceId: string;
  functionName: string;
  functionVersion: string;
  /** The address of the machine it runs on. */
  host: string;
  /** Node.js version. */
  runtime: string;
  region: string;
  /** The memory the function is given (Lambda's setting; the local stack's pretended one). */
  memoryLimitMiB: number;
  /** ISO time the instance's process started. */
  startedAt: string;
}

/** Requests an instance received and the server errors (5xx) it answered. */
export interface ApiInstanceCounts {
  /** Since it started. */
  requests: number;
  serverErrors: number;
  /** Since its previous report (at its first report: since it started). */
  recentRequests: number;
  recentServerErrors: number;
}

/** One report of an instance, written at its first request and then at most once a minute. */
export interface ApiInstanceReport extends ApiInstanceIdentity, ApiInstanceCounts {
  /** Its own resident memory at the report, in MiB. */
  memoryMiB: number;
  /** ISO time of the report. */
  lastSeen: string;
}

/** An area function as a whole: written at each instance's first report, kept for good. */
export interface ApiAreaRecord {
  area: ApiArea;
  /** ISO time of the first report ever made by one of its instances. */
  firstSeen: string;
  /** ISO time the newest instance made its first report. */
  lastStarted: string;
  instancesStarted: number;
}

/**
 * One small partition holds the registry: an item per instance (`INSTANCE#<area>#<id>`) and one per
 * area (`AREA#<area>`), so the whole system's state is one Query.
 */
export function apiInstanceKey(area: ApiArea, instanceId: string): ItemKey {
  return { pk: apiInstancePartition, sk: keyOf('INSTANCE', area, instanceId) };
}

export function apiAreaKey(area: ApiArea): ItemKey {
  return { pk: apiInstancePartition, sk: keyOf('AREA', area) };
}

/** An instance's item goes an hour after its last report: long enough to say when an idle area was last seen. */
export const apiInstanceLifetimeSeconds = 3600;

/** What an instance's item holds beside its key: the stamp, the report and when it expires. */
export function apiInstanceFields(report: ApiInstanceReport, expiresAt: number): Record<string, unknown> {
  return { ...stampOf('ApiInstance', 1), ...report, [tableDefinition.ttlAttribute]: expiresAt };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function areaOf(value: unknown): ApiArea | undefined {
  return apiAreas.find((area) => area === value);
}

/** A stored report, or undefined for an item of an area this code no longer has. */
export function apiInstanceFromItem(item: Record<string, unknown>): ApiInstanceReport | undefined {
  const area = areaOf(item.area);
  if (!area) return undefined;
  return {
    area,
    instanceId: text(item.instanceId),
    functionName: text(item.functionName),
    functionVersion: text(item.functionVersion),
    host: text(item.host),
    runtime: text(item.runtime),
    region: text(item.region),
    memoryLimitMiB: count(item.memoryLimitMiB),
    startedAt: text(item.startedAt),
    requests: count(item.requests),
    serverErrors: count(item.serverErrors),
    recentRequests: count(item.recentRequests),
    recentServerErrors: count(item.recentServerErrors),
    memoryMiB: count(item.memoryMiB),
    lastSeen: text(item.lastSeen),
  };
}

export function apiAreaFromItem(item: Record<string, unknown>): ApiAreaRecord | undefined {
  const area = areaOf(item.area);
  if (!area) return undefined;
  return {
    area,
    firstSeen: text(item.firstSeen),
    lastStarted: text(item.lastStarted),
    instancesStarted: count(item.instancesStarted),
  };
}
