const memoryUnits = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * Memory in 1024-based units (spec §9). The judge reports kilobytes, so `fromUnit` defaults to KB;
 * whole numbers stay whole, others keep up to two decimals.
 */
export function formatMemory(amount: number, fromUnit: 'B' | 'KB' = 'KB'): string {
  if (!Number.isFinite(amount) || amount < 0) return '-';
  let value = amount;
  let unit: number = memoryUnits.indexOf(fromUnit);
  while (value >= 1024 && unit < memoryUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 100) / 100;
  return `${rounded}${memoryUnits[unit]}`;
}

/** Run time in milliseconds. */
export function formatTime(ms: number): string {
  return Number.isFinite(ms) && ms >= 0 ? `${Math.round(ms)}ms` : '-';
}

/** Code length in bytes. */
export function formatLength(bytes: number): string {
  return Number.isFinite(bytes) && bytes >= 0 ? `${bytes}B` : '-';
}

/** Accepted share as a percentage with two decimals; 0.00% when nothing was submitted. */
export function formatAcRate(accepted: number, total: number): string {
  if (total <= 0) return '0.00%';
  return `${((accepted / total) * 100).toFixed(2)}%`;
}
