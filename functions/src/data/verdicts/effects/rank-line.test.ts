import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { userStatsKey } from '../../stats/stats-keys';
import { rankLine } from './rank-line';

const submission = { uid: 'u1', username: 'ada', pid: 1000, submitTime: '2026-03-04T10:00:00.000Z', cid: 0 };

describe('rank line', () => {
  it("lists the user's totals in the ranking's index partition for any settled verdict, either way", () => {
    const listed = [{ key: userStatsKey('u1'), assign: { gsi2pk: 'RANK_LINES', gsi2sk: 'u1' } }];
    expect(rankLine.deltas(submission, judgeStatus.accepted, 1, 100)).toEqual(listed);
    expect(rankLine.deltas(submission, judgeStatus.wrongAnswer, -1, 0)).toEqual(listed);
  });

  it('lists nothing for a state still in flight', () => {
    expect(rankLine.deltas(submission, judgeStatus.pending, 1, null)).toEqual([]);
  });
});
