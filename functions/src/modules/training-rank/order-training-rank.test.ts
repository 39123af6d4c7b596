import { describe, expect, it } from 'vitest';
import { byTrainingRank, rankNumbers } from './order-training-rank';

describe('training rank order', () => {
  it('puts more problems solved first, then the smaller total run time', () => {
    const rows = [
      { id: 'slow', ac: 2, totalRunTime: 900 },
      { id: 'one', ac: 1, totalRunTime: 10 },
      { id: 'fast', ac: 2, totalRunTime: 100 },
    ].sort(byTrainingRank);
    expect(rows.map((row) => row.id)).toEqual(['fast', 'slow', 'one']);
  });

  it('gives tied rows the same rank number and skips the next', () => {
    const rows = [
      { ac: 3, totalRunTime: 50 },
      { ac: 3, totalRunTime: 50 },
      { ac: 1, totalRunTime: 5 },
    ];
    expect(rankNumbers(rows)).toEqual([1, 1, 3]);
  });
});
