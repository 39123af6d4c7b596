import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { userDayKey } from '../../stats/stats-keys';
import { heatmapDay } from './heatmap-day';

const submission = { uid: 'u1', username: 'ada', pid: 1000, submitTime: '2026-03-04T23:59:00.000Z', cid: 0 };

describe('heatmap day', () => {
  it("counts a judged verdict on the submission's UTC day, either way", () => {
    expect(heatmapDay.deltas(submission, judgeStatus.wrongAnswer, 1, 0)).toEqual([
      { key: userDayKey('u1', '2026-03-04'), add: { count: 1 } },
    ]);
    expect(heatmapDay.deltas(submission, judgeStatus.accepted, -1, 100)).toEqual([
      { key: userDayKey('u1', '2026-03-04'), add: { count: -1 } },
    ]);
  });

  it('leaves out cancelled submissions and those in flight', () => {
    expect(heatmapDay.deltas(submission, judgeStatus.cancelled, 1, null)).toEqual([]);
    expect(heatmapDay.deltas(submission, judgeStatus.pending, 1, null)).toEqual([]);
  });
});
