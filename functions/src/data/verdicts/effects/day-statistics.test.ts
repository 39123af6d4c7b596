import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { siteDayKey } from '../../stats/stats-keys';
import { dayStatistics } from './day-statistics';

const submission = { uid: 'u1', username: 'ada', pid: 1000, submitTime: '2026-03-04T10:00:00.000Z', cid: 0 };
const key = siteDayKey('2026-03-04');

describe('day statistics', () => {
  it("counts the site's judged submissions of the day, and the accepted ones", () => {
    expect(dayStatistics.deltas(submission, judgeStatus.accepted, 1, 100)).toEqual([
      { key, add: { total: 1, ac: 1 } },
    ]);
    expect(dayStatistics.deltas(submission, judgeStatus.memoryLimitExceeded, -1, 0)).toEqual([
      { key, add: { total: -1, ac: -0 } },
    ]);
  });

  it('leaves out cancelled submissions and those in flight', () => {
    expect(dayStatistics.deltas(submission, judgeStatus.cancelled, 1, null)).toEqual([]);
    expect(dayStatistics.deltas(submission, judgeStatus.judging, -1, null)).toEqual([]);
  });
});
