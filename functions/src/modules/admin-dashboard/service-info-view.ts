import { percentText, type ServiceInfo } from '@oj/shared';

/** What the answering instance and its machine report; `readHostFigures` reads them. */
export interface HostFigures {
  serviceId: string;
  instanceId: string;
  host: string;
  /** The API areas this instance serves. */
  areas: string[];
  runtime: string;
  cores: number;
  /** One-minute load average of the machine over its cores. */
  cpuLoad: number;
  /** Share of the machine's memory in use. */
  memoryLoad: number;
  residentMemoryBytes: number;
  uptimeSeconds: number;
}

const mebibyte = 1024 * 1024;

export function serviceInfoOf(figures: HostFigures): ServiceInfo {
  return {
    nacos: { status: 'UP', registry: 'none' },
    backupCores: Math.max(figures.cores, 1),
    backupService: [
      {
        serviceId: figures.serviceId,
        instanceId: figures.instanceId,
        host: figures.host,
        port: null,
        secure: false,
        metadata: { 'nacos.healthy': 'true', areas: figures.areas.join(',') },
        runtime: figures.runtime,
        uptimeSeconds: Math.floor(figures.uptimeSeconds),
        memoryMiB: Math.round(figures.residentMemoryBytes / mebibyte),
      },
    ],
    backupPercentCpuLoad: percentText(figures.cpuLoad),
    backupPercentMemoryLoad: percentText(figures.memoryLoad),
  };
}
