import type { ServiceInfo } from '@oj/shared';

/** What the answering instance and its machine report; `readHostFigures` reads them. */
export interface HostFigures {
  serviceId: string;
  host: string;
  runtime: string;
  cores: number;
  /** One-minute load average of the machine. */
  loadAverage: number;
  totalMemoryBytes: number;
  freeMemoryBytes: number;
  residentMemoryBytes: number;
  uptimeSeconds: number;
}

/**
 * A share as the contract writes it, two decimals and a percent sign. A load above the cores is shown
 * as it is (over 100 %), as that is what an overloaded machine is.
 */
export function percentText(share: number): string {
  const percent = Number.isFinite(share) ? Math.max(share, 0) * 100 : 0;
  return `${percent.toFixed(2)}%`;
}

const mebibyte = 1024 * 1024;

export function serviceInfoOf(figures: HostFigures): ServiceInfo {
  const cores = Math.max(figures.cores, 1);
  const usedMemory = figures.totalMemoryBytes - figures.freeMemoryBytes;
  return {
    nacos: { status: 'UP', registry: 'none' },
    backupCores: cores,
    backupService: [
      {
        serviceId: figures.serviceId,
        host: figures.host,
        runtime: figures.runtime,
        uptimeSeconds: Math.floor(figures.uptimeSeconds),
        memoryMiB: Math.round(figures.residentMemoryBytes / mebibyte),
      },
    ],
    backupPercentCpuLoad: percentText(figures.loadAverage / cores),
    backupPercentMemoryLoad: percentText(
      figures.totalMemoryBytes > 0 ? usedMemory / figures.totalMemoryBytes : 0,
    ),
  };
}
