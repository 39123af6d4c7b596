import { describe, expect, it } from 'vitest';
import { judgeStatus, problemType } from '@oj/shared';
import { groupRank, groupRunOf } from './group-rank';
import { groupRankHeadKey, groupRankRowKey } from '../../group-rank/group-rank-keys';
import type { SettledChange } from './verdict-effect';

const ac = judgeStatus.accepted;
const wa = judgeStatus.wrongAnswer;

describe('groupRunOf', () => {
  const acm = { type: problemType.acm, difficulty: 1 };
  const oi = { type: problemType.oi, difficulty: 2 };

  it('scores as the site scores a best result: 100 for an accepted ACM problem, the points for OI', () => {
    expect(groupRunOf(ac, null, acm, false)).toEqual([ac, 12, 0]);
    expect(groupRunOf(wa, null, acm, false)).toEqual([wa, 0, 0]);
    expect(groupRunOf(judgeStatus.partialAccepted, 50, oi, false)).toEqual([
      judgeStatus.partialAccepted,
      9,
      0,
    ]);
  });

  it('scores nothing in a contest and keeps no run for a status that is not a judged verdict', () => {
    expect(groupRunOf(ac, null, acm, true)).toEqual([ac, 0, 1]);
    expect(groupRunOf(judgeStatus.pending, null, acm, false)).toBeNull();
    expect(groupRunOf(judgeStatus.cancelled, null, acm, false)).toBeNull();
  });
});

describe('the group rank effect', () => {
  const submission = { uid: 'u', username: 'u', pid: 3, submitTime: '', cid: 0, submitId: 40, gid: 9 };
  const change = (stored: Record<string, unknown> | undefined): SettledChange => ({
    submission,
    scoring: { type: problemType.acm, difficulty: 1 },
    tallyKey: { pk: 'USER#u', sk: 'TALLY#3' },
    tallyRead: {},
    tallyAfter: {},
    read: () => stored,
  });

  it('reads the member row only for a submission made in a group', () => {
    expect(groupRank.readsOnChange?.(submission)).toEqual([groupRankRowKey(9, 'u')]);
    expect(groupRank.readsOnChange?.({ ...submission, gid: 0 })).toEqual([]);
    expect(groupRank.deltas(submission, ac, 1, 100)).toEqual([]);
  });

  it('takes a settled run out of the row as read, on its revision, and tells the head', () => {
    const stored = { uid: 'u', runs: { '3': { '40': [ac, 12, 0], '41': [wa, 0, 0] } }, revision: 2 };
    const writes = groupRank.settleChange?.(change(stored));
    expect(writes?.deltas).toEqual([{ key: groupRankHeadKey(9), add: { changes: 1 } }]);
    const put = writes?.writes?.[0]?.Put;
    expect(put?.Item).toMatchObject({ runs: { '3': { '41': [wa, 0, 0] } }, revision: 3, ac: 0, total: 1 });
    expect(put?.ExpressionAttributeValues).toEqual({ ':revision': 2 });
  });

  it('writes nothing when the row does not hold the run', () => {
    expect(groupRank.settleChange?.(change(undefined))).toEqual({});
    expect(groupRank.settleChange?.(change({ uid: 'u', runs: {}, revision: 1 }))).toEqual({});
  });
});
