import { describe, expect, it } from 'vitest';
import { reorderWrites } from './problem-order';

const numbered = [
  { pid: 10, displayId: 'P1', rank: 1 },
  { pid: 11, displayId: 'P2', rank: 2 },
  { pid: 12, displayId: 'P3', rank: 3 },
];

describe('reordering a training’s problems', () => {
  it('writes the two ranks that change when a problem moves up or down', () => {
    expect(reorderWrites(numbered, 2, 1)).toEqual([
      { pid: 12, displayId: 'P3', rank: 2 },
      { pid: 11, displayId: 'P2', rank: 3 },
    ]);
    expect(reorderWrites(numbered, 0, 1)).toEqual([
      { pid: 11, displayId: 'P2', rank: 1 },
      { pid: 10, displayId: 'P1', rank: 2 },
    ]);
  });

  it('numbers a list of equal ranks on the first move', () => {
    const tied = numbered.map((problem) => ({ ...problem, rank: 1000 }));
    expect(reorderWrites(tied, 1, 0).map((problem) => [problem.pid, problem.rank])).toEqual([
      [11, 1],
      [10, 2],
      [12, 3],
    ]);
  });

  it('writes nothing for a move past either end or onto itself', () => {
    expect(reorderWrites(numbered, 0, -1)).toEqual([]);
    expect(reorderWrites(numbered, 2, 3)).toEqual([]);
    expect(reorderWrites(numbered, 1, 1)).toEqual([]);
  });
});
