import { describe, expect, it } from 'vitest';
import { acmCellClassOf, acmCellTextOf, minutesOf, type AcmCellInfo } from './acm-cell';

describe('the ACM cell class', () => {
  const cases: [string, AcmCellInfo | undefined, ReturnType<typeof acmCellClassOf>][] = [
    ['no cell is untried', undefined, 'untried'],
    ['a cell with no try is untried', { errorNum: 0 }, 'untried'],
    [
      'a first solve of the problem is first AC',
      { errorNum: 0, isAC: true, isFirstAC: true, ACTime: 60 },
      'first-ac',
    ],
    ['a later solve is AC', { errorNum: 2, isAC: true, ACTime: 3000 }, 'ac'],
    [
      'an answer accepted after the end is after-contest AC, even as the first shown',
      { errorNum: 1, isAC: true, isFirstAC: true, isAfterContest: true, ACTime: 99_999 },
      'after-contest-ac',
    ],
    ['hidden tries are pending', { errorNum: 0, tryNum: 2 }, 'pending'],
    ['hidden tries after rejected ones are still pending', { errorNum: 3, tryNum: 1 }, 'pending'],
    ['rejected tries alone are wrong', { errorNum: 1 }, 'wrong'],
  ];
  it.each(cases)('%s', (_name, cell, expected) => {
    expect(acmCellClassOf(cell)).toBe(expected);
  });
});

describe('the minutes a cell shows', () => {
  it('rounds the seconds since the start down to whole minutes', () => {
    expect(minutesOf(0)).toBe(0);
    expect(minutesOf(59)).toBe(0);
    expect(minutesOf(60)).toBe(1);
    expect(minutesOf(7199)).toBe(119);
  });

  it('never shows a negative minute', () => {
    expect(minutesOf(-5)).toBe(0);
  });
});

describe('the text of an ACM cell', () => {
  it('shows the solving minute and every try up to the accepted one', () => {
    expect(acmCellTextOf({ errorNum: 2, isAC: true, ACTime: 1799 })).toEqual({ minute: '29', tries: '3' });
  });

  it('shows rejected tries with a minus and no minute', () => {
    expect(acmCellTextOf({ errorNum: 2 })).toEqual({ minute: '', tries: '-2' });
  });

  it('shows pending tries after the known ones', () => {
    expect(acmCellTextOf({ errorNum: 1, tryNum: 2 })).toEqual({ minute: '', tries: '1+2' });
    expect(acmCellTextOf({ errorNum: 0, tryNum: 1 })).toEqual({ minute: '', tries: '+1' });
  });

  it('shows nothing for an untried problem', () => {
    expect(acmCellTextOf(undefined)).toEqual({ minute: '', tries: '' });
  });
});
