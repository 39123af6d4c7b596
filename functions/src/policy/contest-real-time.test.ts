import { describe, expect, it } from 'vitest';
import { contestRealTime, type ContestSealFacts } from './contest-real-time';

const hour = 3600 * 1000;
const start = Date.parse('2026-05-01T08:00:00Z');
const contest: ContestSealFacts = {
  cid: 5,
  gid: null,
  visible: true,
  auth: 0,
  startTime: new Date(start).toISOString(),
  endTime: new Date(start + 5 * hour).toISOString(),
  allowEndSubmit: false,
  uid: 'owner',
  sealRank: true,
  sealRankTime: new Date(start + 4 * hour).toISOString(),
};
const contestant = { uid: 'someone', roleCode: 1002 as const };
const owner = { uid: 'owner', roleCode: 1002 as const };
const none = { registered: true };

describe('contestRealTime', () => {
  it.each([
    ['a contestant before the seal', contestant, contest, start + 1 * hour, true],
    ['a contestant during the seal', contestant, contest, start + 4.5 * hour, false],
    ['a contestant once the contest has ended', contestant, contest, start + 6 * hour, true],
    ['the contest creator during the seal', owner, contest, start + 4.5 * hour, true],
    [
      'a contestant of an unsealed contest',
      contestant,
      { ...contest, sealRank: false },
      start + 4.5 * hour,
      true,
    ],
    [
      'a contestant of a contest sealed from its start',
      contestant,
      { ...contest, sealRankTime: null },
      start + 1,
      false,
    ],
    ['a visitor during the seal', undefined, contest, start + 4.5 * hour, false],
  ])('answers whether %s sees results as they come', (_name, viewer, facts, now, expected) => {
    expect(contestRealTime(viewer, facts, none, now)).toBe(expected);
  });
});
