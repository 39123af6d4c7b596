import type { ProblemListRow } from '@oj/shared/api/problem';

/** The verdict counts a problem list row carries, in the order the hover panel lists them. */
export const verdictKeys = ['ac', 'wa', 'tle', 'mle', 're', 'pe', 'ce', 'se', 'pa'] as const;
export type VerdictKey = (typeof verdictKeys)[number];

export interface VerdictShare {
  key: VerdictKey;
  count: number;
  /** Share of all submissions, 0–100. */
  percent: number;
}

/** A count's share of the total as 0–100; 0 when nothing was submitted, never above 100. */
export function percentOf(count: number, total: number): number {
  if (!(total > 0) || !(count > 0)) return 0;
  return Math.min(100, (count / total) * 100);
}

/** Each verdict's share of the row's submissions (spec §2: hover on a row shows them). */
export function verdictShares(row: Pick<ProblemListRow, VerdictKey | 'total'>): VerdictShare[] {
  return verdictKeys.map((key) => ({ key, count: row[key], percent: percentOf(row[key], row.total) }));
}
