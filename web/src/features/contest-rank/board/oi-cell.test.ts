import { describe, expect, it } from 'vitest';
import { oiCellClassOf } from './oi-cell';

describe('the OI cell class', () => {
  const row = {
    submissionInfo: { A: 100, B: 40, C: 0, D: 150 },
    timeInfo: { A: 120, D: 300 },
  };

  it('is full when the problem has a full-score run time', () => {
    expect(oiCellClassOf(row, 'A')).toBe('full');
  });

  it('is full for a problem worth more than 100 points when it has its full score', () => {
    expect(oiCellClassOf(row, 'D')).toBe('full');
  });

  it('is partial for some points without the full score', () => {
    expect(oiCellClassOf(row, 'B')).toBe('partial');
  });

  it('is zero for a tried problem with no point', () => {
    expect(oiCellClassOf(row, 'C')).toBe('zero');
  });

  it('is untried for a problem with no score', () => {
    expect(oiCellClassOf(row, 'E')).toBe('untried');
  });
});
