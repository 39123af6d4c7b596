import { describe, expect, it } from 'vitest';
import { linesByKey } from './lines-by-key';

const copy = new Map([
  [1, 'one'],
  [2, 'two'],
]);

describe('linesByKey', () => {
  it('answers from the copy and reads nothing when the copy holds every key', async () => {
    let reads = 0;
    const lines = await linesByKey([2, 1, 2], copy, async () => {
      reads += 1;
      return [];
    });
    expect(reads).toBe(0);
    expect([lines.get(1), lines.get(2)]).toEqual(['one', 'two']);
  });

  it('reads the lines the copy lacks, each missing key once, and keeps the copy’s', async () => {
    const asked: number[][] = [];
    const lines = await linesByKey([3, 1, 3, 4], copy, async (missing) => {
      asked.push([...missing]);
      return [[3, 'three'] as const];
    });
    expect(asked).toEqual([[3, 4]]);
    expect(lines.get(3)).toBe('three');
    expect(lines.get(1)).toBe('one');
    expect(lines.has(4)).toBe(false);
  });
});
