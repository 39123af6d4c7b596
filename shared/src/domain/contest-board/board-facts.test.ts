import { describe, expect, it } from 'vitest';
import { boardSealTimeFor } from './board-facts';
import { contestEnd, minute, sealRankTime } from './board-test-kit';

const sealed = { sealRank: true, sealRankTime, endTime: contestEnd };

describe('boardSealTimeFor', () => {
  it.each<[string, typeof sealed, string, boolean, string | null]>([
    [
      'a contestant sees the board frozen from the seal time until the end',
      sealed,
      minute(250),
      false,
      sealRankTime,
    ],
    ['a contestant sees the frozen board from the very seal time', sealed, minute(240), false, sealRankTime],
    ['a contestant sees the real board before the seal time', sealed, minute(239), false, null],
    ['a contest admin always sees the real board', sealed, minute(250), true, null],
    ['everyone sees the real board once the contest has ended', sealed, minute(300), false, null],
    ['a contest without sealing is never frozen', { ...sealed, sealRank: false }, minute(250), false, null],
  ])('%s', (_sentence, contest, now, isAdmin, expected) => {
    expect(boardSealTimeFor(contest, now, isAdmin)).toBe(expected);
  });
});
