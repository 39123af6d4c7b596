import { describe, expect, it } from 'vitest';
import { rankCellLook } from './rank-cell';

describe('a training rank cell', () => {
  it('is accepted, partly scored, rejected or empty', () => {
    expect(rankCellLook({ status: 0, score: 100, isAC: true, runTime: 12 })).toBe('accepted');
    expect(rankCellLook({ status: 8, score: 40 })).toBe('partial');
    expect(rankCellLook({ status: -1, score: 0 })).toBe('rejected');
    expect(rankCellLook(undefined)).toBe('none');
  });
});
