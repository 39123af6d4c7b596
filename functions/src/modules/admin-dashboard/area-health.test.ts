import { describe, expect, it } from 'vitest';
import { areaStateOf, isServing, servingWindowMs } from './area-health';

const reported = (recentRequests: number, recentServerErrors: number) => ({
  recentRequests,
  recentServerErrors,
});

describe('the health of an API area', () => {
  it('counts an instance as serving while its latest report is at most two minutes old', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    const at = (msAgo: number) => ({ lastSeen: new Date(now - msAgo).toISOString() });
    expect(isServing(at(0), now)).toBe(true);
    expect(isServing(at(servingWindowMs), now)).toBe(true);
    expect(isServing(at(servingWindowMs + 1), now)).toBe(false);
    expect(servingWindowMs).toBe(120_000);
  });

  it('is healthy with a serving instance whose recent requests rarely answered a server error', () => {
    expect(areaStateOf([reported(1, 0)], true)).toBe('healthy');
    expect(areaStateOf([reported(100, 3), reported(20, 0)], true)).toBe('healthy');
    // An instance that has just reported has no recent request yet.
    expect(areaStateOf([reported(0, 0)], true)).toBe('healthy');
  });

  it('is failing when a quarter or more of the serving instances’ recent requests were server errors', () => {
    expect(areaStateOf([reported(4, 1)], true)).toBe('failing');
    expect(areaStateOf([reported(1, 1)], true)).toBe('failing');
    expect(areaStateOf([reported(10, 2), reported(10, 3)], true)).toBe('failing');
    expect(areaStateOf([reported(5, 1)], true)).toBe('healthy');
  });

  it('is idle, not down, without a serving instance when it was seen before, and not seen otherwise', () => {
    expect(areaStateOf([], true)).toBe('idle');
    expect(areaStateOf([], false)).toBe('notSeen');
  });
});
