import { describe, expect, it } from 'vitest';
import { acmCellText } from './contest-rank-sheet';

describe('an ACM cell in the board spreadsheet', () => {
  it.each([
    ['not tried', undefined, ''],
    ['solved at once', { errorNum: 0, isAC: true, ACTime: 60 }, '+(1)'],
    ['solved on the third try', { errorNum: 2, isAC: true, ACTime: 60 }, '+(3)'],
    ['solved only after the end', { errorNum: 1, isAC: true, isAfterContest: true }, '+(2)*'],
    ['rejected twice', { errorNum: 2 }, '-(2)'],
    ['rejected once, one more still judging', { errorNum: 1, tryNum: 1 }, '-(1+1)'],
    ['only tries the freeze hides', { errorNum: 0, tryNum: 3 }, '?(3)'],
  ])('reads %s as the original server wrote it', (_name, cell, text) => {
    expect(acmCellText(cell)).toBe(text);
  });
});
