import { describe, expect, it } from 'vitest';
import { cellLookOf } from './cell-look';

describe('cellLookOf', () => {
  it('shows a solve with its rejected tries and the minute, rounded down', () => {
    expect(cellLookOf({ errorNum: 2, isAC: true, ACTime: 3599 })).toMatchObject({
      kind: 'accepted',
      main: '+2',
      sub: '59',
      tries: 3,
    });
    expect(cellLookOf({ errorNum: 0, isAC: true, ACTime: 60, isFirstAC: true })).toMatchObject({
      kind: 'firstBlood',
      main: '+',
      sub: '1',
    });
  });

  it('shows hidden tries as pending with every try counted', () => {
    expect(cellLookOf({ errorNum: 1, tryNum: 2 })).toMatchObject({
      kind: 'pending',
      main: '?',
      sub: '3',
      hidden: 2,
    });
  });

  it('shows rejected tries alone as a minus count', () => {
    expect(cellLookOf({ errorNum: 3 })).toMatchObject({ kind: 'rejected', main: '-3', tries: 3 });
  });

  it('leaves untried cells and tries that cost nothing blank', () => {
    expect(cellLookOf(undefined).kind).toBe('empty');
    expect(cellLookOf({ errorNum: 0 }).kind).toBe('empty');
  });

  it('does not count an accepted answer after the end', () => {
    expect(cellLookOf({ errorNum: 0, isAC: true, isAfterContest: true, ACTime: 9000 }).kind).toBe('empty');
  });
});
