import { describe, expect, it } from 'vitest';
import { nextCell } from './training-rank-rows';

describe('a training rank cell', () => {
  it('shows the latest verdict until one is accepted', () => {
    expect(nextCell(undefined, { status: -1, score: 0, timeMs: 5 })).toEqual({
      status: -1,
      score: 0,
      isAC: false,
    });
  });

  it('stays accepted with the fastest accepted run time', () => {
    const accepted = nextCell(undefined, { status: 0, score: 100, timeMs: 80 });
    expect(accepted).toEqual({ status: 0, score: 100, isAC: true, runTime: 80 });
    expect(nextCell(accepted, { status: -1, score: 0, timeMs: 1 })).toEqual(accepted);
    expect(nextCell(accepted, { status: 0, score: 100, timeMs: 30 })).toMatchObject({ runTime: 30 });
  });
});
