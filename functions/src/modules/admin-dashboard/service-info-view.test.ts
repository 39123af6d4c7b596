import { describe, expect, it } from 'vitest';
import { serviceInfoSchema } from '@oj/shared';
import { percentText, serviceInfoOf, type HostFigures } from './service-info-view';

const gibibyte = 1024 ** 3;
const figures: HostFigures = {
  serviceId: 'oj-admin',
  host: 'ip-10-0-0-1',
  runtime: 'v20.19.0',
  cores: 2,
  loadAverage: 0.5,
  totalMemoryBytes: 4 * gibibyte,
  freeMemoryBytes: 3 * gibibyte,
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

  it('gives the load over the cores and the memory in use of the whole machine', () => {
    const info = serviceInfoOf(figures);
    expect(info.backupCores).toBe(2);
    expect(info.backupPercentCpuLoad).toBe('25.00%');
    expect(info.backupPercentMemoryLoad).toBe('25.00%');
    expect(info.backupService).toEqual([
      { serviceId: 'oj-admin', host: 'ip-10-0-0-1', runtime: 'v20.19.0', uptimeSeconds: 61, memoryMiB: 150 },
    ]);
    expect(serviceInfoSchema.parse(info)).toEqual(info);
  });

  it('counts a machine that reports no cores as one, not as a division by zero', () => {
    const info = serviceInfoOf({ ...figures, cores: 0, loadAverage: 0.5 });
    expect(info.backupCores).toBe(1);
    expect(info.backupPercentCpuLoad).toBe('50.00%');
  });
});
