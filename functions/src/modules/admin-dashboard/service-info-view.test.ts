import { describe, expect, it } from 'vitest';
import { apiAreas, percentText, serviceInfoSchema, type ApiArea } from '@oj/shared';
import type { ApiInstanceReport } from '../../data/api-instances/api-instance-item';
import { serviceInfoOf, type ServiceFacts } from './service-info-view';

const now = Date.parse('2026-05-01T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

function report(
  area: ApiArea,
  instanceId: string,
  fields: Partial<ApiInstanceReport> = {},
): ApiInstanceReport {
  return {
    area,
    instanceId,
    functionName: `oj-${area}`,
    functionVersion: '$LATEST',
    host: '169.254.1.2',
    runtime: 'v22.0.0',
    region: 'eu-west-1',
    memoryLimitMiB: 1024,
    startedAt: minutesAgo(30),
    requests: 40,
    serverErrors: 0,
    recentRequests: 10,
    recentServerErrors: 0,
    memoryMiB: 120,
    lastSeen: minutesAgo(0.5),
    ...fields,
  };
}

const areaRecord = (area: ApiArea) => ({
  area,
  firstSeen: minutesAgo(600),
  lastStarted: minutesAgo(30),
  instancesStarted: 3,
});

const facts = (fields: Partial<ServiceFacts> = {}): ServiceFacts => ({
  registry: { areas: [], instances: [] },
  answeringArea: 'admin',
  ownInstance: undefined,
  machine: { cores: 2, cpuLoad: 0.25, memoryLoad: 0.125 },
  now,
  ...fields,
});

const rowOf = (info: ReturnType<typeof serviceInfoOf>, area: ApiArea) =>
  info.backupService.find((row) => row.serviceId === area);

describe('the service info view', () => {
  it('writes shares as the contract does, with two decimals and a percent sign', () => {
    expect(percentText(0.125)).toBe('12.50%');
    expect(percentText(0)).toBe('0.00%');
    expect(percentText(1.5)).toBe('150.00%');
    expect(percentText(-0.2)).toBe('0.00%');
    expect(percentText(Number.NaN)).toBe('0.00%');
  });

  it('answers one row per area function, the answering area first, with the machine figures of the contract', () => {
    const info = serviceInfoOf(facts());
    expect(info.backupService.map((row) => row.serviceId)).toEqual([
      'admin',
      ...apiAreas.filter((area) => area !== 'admin'),
    ]);
    expect(info).toMatchObject({
      nacos: { status: 'UP', registry: 'dynamodb' },
      backupCores: 2,
      backupPercentCpuLoad: '25.00%',
      backupPercentMemoryLoad: '12.50%',
    });
    expect(serviceInfoSchema.parse(info)).toEqual(info);
    expect(serviceInfoOf(facts({ machine: { cores: 0, cpuLoad: 0, memoryLoad: 0 } })).backupCores).toBe(1);
  });

  it('shows an area with a serving instance as a healthy service instance, with its serving instances', () => {
    const info = serviceInfoOf(
      facts({
        registry: {
          areas: [areaRecord('contest')],
          instances: [
            report('contest', 'older', { lastSeen: minutesAgo(1.5), host: '169.254.9.9' }),
            report('contest', 'newer', { lastSeen: minutesAgo(0.2) }),
            report('contest', 'released', { lastSeen: minutesAgo(20) }),
          ],
        },
      }),
    );
    const contest = rowOf(info, 'contest');
    expect(contest).toMatchObject({
      serviceId: 'contest',
      instanceId: 'newer',
      host: '169.254.1.2',
      port: null,
      secure: false,
      metadata: { 'nacos.healthy': 'true', state: 'healthy', instanceCount: '2' },
      state: 'healthy',
      lastSeen: minutesAgo(0.2),
      firstSeen: minutesAgo(600),
      instancesStarted: 3,
      recentRequests: 20,
      recentServerErrors: 0,
    });
    expect(contest?.instances.map((instance) => instance.instanceId)).toEqual(['newer', 'older']);
  });

  it('marks an area whose serving instances answered many server errors as failing, the one unhealthy state', () => {
    const info = serviceInfoOf(
      facts({
        registry: {
          areas: [areaRecord('problem')],
          instances: [report('problem', 'broken', { recentRequests: 8, recentServerErrors: 8 })],
        },
      }),
    );
    expect(rowOf(info, 'problem')?.metadata).toEqual({
      'nacos.healthy': 'false',
      state: 'failing',
      instanceCount: '1',
    });
  });

  it('reads an area without a serving instance as idle with its last report, and one never reported as not seen, neither as unhealthy', () => {
    const info = serviceInfoOf(
      facts({
        registry: {
          areas: [areaRecord('training'), areaRecord('file')],
          instances: [report('training', 'quiet', { lastSeen: minutesAgo(12) })],
        },
      }),
    );
    expect(rowOf(info, 'training')).toMatchObject({
      state: 'idle',
      instanceId: null,
      host: null,
      lastSeen: minutesAgo(12),
      instances: [],
      metadata: { 'nacos.healthy': 'true', state: 'idle', instanceCount: '0' },
    });
    // Seen before, but no instance within the hour.
    expect(rowOf(info, 'file')).toMatchObject({ state: 'idle', lastSeen: null, firstSeen: minutesAgo(600) });
    expect(rowOf(info, 'discussion')).toMatchObject({
      state: 'notSeen',
      lastSeen: null,
      firstSeen: null,
      instancesStarted: 0,
      metadata: { 'nacos.healthy': 'true', state: 'notSeen', instanceCount: '0' },
    });
  });

  it('counts the answering instance as serving now, whether or not the report it started has landed', () => {
    const own = report('admin', 'self', { lastSeen: new Date(now).toISOString(), startedAt: minutesAgo(1) });
    const info = serviceInfoOf(facts({ ownInstance: own }));
    expect(info.backupService[0]).toMatchObject({
      serviceId: 'admin',
      state: 'healthy',
      instanceId: 'self',
      firstSeen: minutesAgo(1),
      instancesStarted: 1,
    });
    // Once stored, its recent counts stand (they cover a whole minute), and it is seen now even when
    // the report this request started has not landed over one three minutes old.
    const stored = report('admin', 'self', { recentRequests: 30, lastSeen: minutesAgo(3) });
    const withStored = serviceInfoOf(
      facts({ ownInstance: own, registry: { areas: [], instances: [stored] } }),
    );
    expect(withStored.backupService[0]).toMatchObject({ state: 'healthy', lastSeen: own.lastSeen });
    expect(withStored.backupService[0]?.instances).toEqual([
      expect.objectContaining({ instanceId: 'self', recentRequests: 30, lastSeen: own.lastSeen }),
    ]);
  });
});
