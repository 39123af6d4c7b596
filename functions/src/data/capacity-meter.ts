import { AsyncLocalStorage } from 'node:async_hooks';

/** Read and write units a request consumed, summed over every DynamoDB call it made. */
export interface ConsumedUnits {
  read: number;
  write: number;
}

const meters = new AsyncLocalStorage<ConsumedUnits>();

/**
 * Runs `work` with a fresh meter. The local adapter serves many requests in one process, so the meter
 * follows the async context rather than living in a module variable.
 */
export function withCapacityMeter<T>(work: () => Promise<T>): Promise<{ result: T; units: ConsumedUnits }> {
  const units: ConsumedUnits = { read: 0, write: 0 };
  return meters.run(units, async () => ({ result: await work(), units }));
}

export function currentMeter(): ConsumedUnits | undefined {
  return meters.getStore();
}

/** Runs `work` outside any meter: what it reads is not the request's own doing. */
export function outsideMeter<T>(work: () => Promise<T>): Promise<T> {
  return meters.exit(work);
}

interface CapacityReport {
  CapacityUnits?: number;
}

const readCommands = new Set([
  'GetItemCommand',
  'BatchGetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'TransactGetItemsCommand',
]);

/**
 * Adds what one DynamoDB answer reported to the meter of the running request, if any. On-demand tables
 * report only a total per call, so the call's kind decides whether the units were read or write units.
 */
export function recordConsumedCapacity(
  commandName: string,
  reports: CapacityReport | CapacityReport[] | undefined,
): void {
  const meter = currentMeter();
  if (!meter || !reports) return;
  const total = (Array.isArray(reports) ? reports : [reports]).reduce(
    (sum, report) => sum + (report.CapacityUnits ?? 0),
    0,
  );
  if (readCommands.has(commandName)) meter.read += total;
  else meter.write += total;
}
