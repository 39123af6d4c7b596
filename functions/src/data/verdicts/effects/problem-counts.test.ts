import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { problemSummaryKey } from '../../problems/problem-summary';
import { problemCounts } from './problem-counts';

const submission = { uid: 'u1', username: 'ada', pid: 1000, submitTime: '2026-03-04T10:00:00.000Z', cid: 0 };
const key = problemSummaryKey(1000);

describe('problem counts', () => {
  it("moves the problem's total and the verdict's counter together", () => {
    expect(problemCounts.deltas(submission, judgeStatus.accepted, 1, 100)).toEqual([
      { key, add: { total: 1, ac: 1 } },
    ]);
    expect(problemCounts.deltas(submission, judgeStatus.runtimeError, -1, 0)).toEqual([
      { key, add: { total: -1, re: -1 } },
    ]);
  });

  it('counts a cancelled submission under cancelled only, and nothing in flight', () => {
    expect(problemCounts.deltas(submission, judgeStatus.cancelled, 1, null)).toEqual([
      { key, add: { cancelled: 1 } },
    ]);
    expect(problemCounts.deltas(submission, judgeStatus.compiling, 1, null)).toEqual([]);
  });
});
