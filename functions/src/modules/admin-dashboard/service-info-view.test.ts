import { describe, expect, it } from 'vitest';
import { percentText, serviceInfoSchema } from '@oj/shared';
import { serviceInfoOf, type HostFigures } from './service-info-view';

const figures: HostFigures = {
  serviceId: 'oj-admin',
  instanceId: 'oj-admin-8',
  host: '10.0.0.1',
  areas: ['admin'],
  runtime: 'v20.19.0',
  cores: 2,
  cpuLoad: 0.25,
  memoryLoad: 0.25,
  residentMemoryBytes: 150 * 1024 * 1024,
  uptimeSeconds: 61.9,
};

describe('the service info view', () => {
  it('writes shares as the contract does, with two decimals and a percent sign', () => {
    expect(percentText(0.125)).toBe('12.50%');
    expect(percentText(0)).toBe('0.00%');
    expect(percentText(1.5)).toBe('150.00%');
    expect(percentText(-0.2)).toBe('0.00%');
    expect(percentText(Number.NaN)).toBe('0.00%');
  });

  it('answers the instance as the contract service instance the original client reads, healthy', () => {
    const info = serviceInfoOf(figures);
    expect(info.backupCores).toBe(2);
    expect(info.backupPercentCpuLoad).toBe('25.00%');
    expect(info.backupPercentMemoryLoad).toBe('25.00%');
    expect(info.backupService).toEqual([
      {
        serviceId: 'oj-admin',
        instanceId: 'oj-admin-8',
        host: '10.0.0.1',
        port: null,
        secure: false,
        metadata: { 'nacos.healthy': 'true', areas: 'admin' },
        runtime: 'v20.19.0',
        uptimeSeconds: 61,
        memoryMiB: 150,
      },
    ]);
    expect(serviceInfoSchema.parse(info)).toEqual(info);
  });

  it('counts a machine that reports no cores as one', () => {
    expect(serviceInfoOf({ ...figures, cores: 0 }).backupCores).toBe(1);
  });
});
