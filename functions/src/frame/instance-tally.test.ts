import { describe, expect, it } from 'vitest';
import { createInstanceTally, instanceReportIntervalMs } from './instance-tally';

describe('the instance tally', () => {
  it('reports at the first request, then at most once a minute however many requests come', () => {
    const tally = createInstanceTally();
    const start = 1_000_000;
    const reportsAt: number[] = [];
    // A request every 100 ms for three and a half minutes.
    for (let now = start; now < start + 210_000; now += 100) {
      tally.received();
      if (tally.takeDueReport(now)) reportsAt.push(now - start);
      tally.answered(200);
    }
    expect(reportsAt).toEqual([
      0,
      instanceReportIntervalMs,
      2 * instanceReportIntervalMs,
      3 * instanceReportIntervalMs,
    ]);
  });

  it('marks only the first report as the first', () => {
    const tally = createInstanceTally();
    tally.received();
    expect(tally.takeDueReport(0)?.first).toBe(true);
    tally.received();
    expect(tally.takeDueReport(instanceReportIntervalMs)?.first).toBe(false);
  });

  it('reports after a quiet spell at the next request, not on a timer', () => {
    const tally = createInstanceTally();
    tally.received();
    expect(tally.takeDueReport(0)).toBeDefined();
    tally.received();
    expect(tally.takeDueReport(10 * instanceReportIntervalMs)).toBeDefined();
    tally.received();
    expect(tally.takeDueReport(10 * instanceReportIntervalMs + 1)).toBeUndefined();
  });

  it('counts every request and the server errors since start, and the recent ones since the last report', () => {
    const tally = createInstanceTally();
    tally.received();
    expect(tally.takeDueReport(0)).toEqual({
      first: true,
      requests: 1,
      serverErrors: 0,
      recentRequests: 1,
      recentServerErrors: 0,
    });
    tally.answered(200);
    for (const status of [200, 404, 500, 503, 400]) {
      tally.received();
      tally.answered(status);
    }
    expect(tally.current()).toEqual({
      requests: 6,
      serverErrors: 2,
      recentRequests: 5,
      recentServerErrors: 2,
    });
    tally.received();
    expect(tally.takeDueReport(instanceReportIntervalMs)).toEqual({
      first: false,
      requests: 7,
      serverErrors: 2,
      recentRequests: 6,
      recentServerErrors: 2,
    });
    expect(tally.current()).toEqual({
      requests: 7,
      serverErrors: 2,
      recentRequests: 0,
      recentServerErrors: 0,
    });
  });
});
