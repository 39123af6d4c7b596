import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { siteStatusCountsKey } from '../../stats/stats-keys';
import { listTotals } from './list-totals';

const submission = { uid: 'u1', username: 'ada', pid: 1000, submitTime: '2026-03-04T10:00:00.000Z', cid: 0 };

describe('list totals', () => {
  it("moves the site's count of the settled status, cancelled included, and nothing in flight", () => {
    expect(listTotals.deltas(submission, judgeStatus.timeLimitExceeded, 1, null)).toEqual([
      { key: siteStatusCountsKey, add: { tle: 1 } },
    ]);
    expect(listTotals.deltas(submission, judgeStatus.cancelled, -1, null)).toEqual([
      { key: siteStatusCountsKey, add: { cancelled: -1 } },
    ]);
    expect(listTotals.deltas(submission, judgeStatus.pending, 1, null)).toEqual([]);
  });
});
