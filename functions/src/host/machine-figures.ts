import os from 'node:os';

/** What the machine running this process reports of itself: its address, cores, load and memory. */
export interface MachineFigures {
  /** Its first external IPv4 address (a Fargate task's or a Lambda sandbox's), else its host name. */
  address: string;
  hostName: string;
  cores: number;
  /** One-minute load average over the cores: 1 is every core busy, above 1 is overloaded. */
  cpuLoad: number;
  /** Share of the memory in use, 0 to 1. */
  memoryLoad: number;
  totalMemoryBytes: number;
}

function externalIPv4(): string | undefined {
  for (const addresses of Object.values(os.networkInterfaces()))
    for (const address of addresses ?? [])
      if (address.family === 'IPv4' && !address.internal) return address.address;
  return undefined;
}

/** The figures now (a few system calls: cheap enough to read on every request that shows them). */
export function readMachineFigures(): MachineFigures {
  const cores = Math.max(os.availableParallelism(), 1);
  const totalMemoryBytes = os.totalmem();
  return {
    address: externalIPv4() ?? os.hostname(),
    hostName: os.hostname(),
    cores,
    cpuLoad: (os.loadavg()[0] ?? 0) / cores,
    memoryLoad: totalMemoryBytes > 0 ? (totalMemoryBytes - os.freemem()) / totalMemoryBytes : 0,
    totalMemoryBytes,
  };
}
