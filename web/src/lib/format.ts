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

/** A percentage (0–100) with two decimals (spec §9). */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** Accepted share as a percentage with two decimals; 0.00% when nothing was submitted. */
export function formatAcRate(accepted: number, total: number): string {
  return formatPercent(total <= 0 ? 0 : (accepted / total) * 100);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The browser's own calendar day as YYYY-MM-DD, for what changes at the user's midnight (the daily
 * fortune, the countdown's date). Server times are shown with formatBeijingTime instead.
 */
export function formatLocalDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
