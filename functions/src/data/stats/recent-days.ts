import { utcDay } from './stats-keys';

const dayMs = 24 * 3600 * 1000;

/** The last `count` UTC days ending with `now`'s day, oldest first, as `YYYY-MM-DD`. */
export function recentUtcDays(count: number, now: Date = new Date()): string[] {
  return Array.from({ length: count }, (_, index) =>
    utcDay(new Date(now.getTime() - (count - 1 - index) * dayMs)),
  );
}
