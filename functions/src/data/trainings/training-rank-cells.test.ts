import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { cellOfRuns, nextCell, rowTotals } from './training-rank-cells';

const { accepted, wrongAnswer, timeLimitExceeded, partialAccepted } = judgeStatus;

describe('a training rank cell', () => {
  it('shows the latest verdict until one is accepted', () => {
    expect(nextCell(undefined, { status: -1, score: 0, timeMs: 5 })).toEqual({
      status: -1,
      score: 0,
      isAC: false,
    });
  });

  it('stays accepted with the fastest accepted run time', () => {
    const cell = nextCell(undefined, { status: 0, score: 100, timeMs: 80 });
    expect(cell).toEqual({ status: 0, score: 100, isAC: true, runTime: 80 });
    expect(nextCell(cell, { status: -1, score: 0, timeMs: 1 })).toEqual(cell);
    expect(nextCell(cell, { status: 0, score: 100, timeMs: 30 })).toMatchObject({ runTime: 30 });
  });
});

describe('a cell made from its runs', () => {
  it('is made oldest submission first, whatever order the verdicts landed in', () => {
    expect(cellOfRuns({ 12: [timeLimitExceeded, 0, null], 9: [wrongAnswer, 0, null] })).toEqual({
      status: timeLimitExceeded,
      score: 0,
      isAC: false,
    });
  });

  it('stays accepted while any accepted run remains, with the fastest of them', () => {
    expect(cellOfRuns({ 3: [accepted, 100, 70], 5: [wrongAnswer, 0, null], 8: [accepted, 100, 20] })).toEqual(
      {
        status: accepted,
        score: 100,
        isAC: true,
        runTime: 20,
      },
    );
  });

  it('keeps the best score of the runs, and is nothing when none remains', () => {
    expect(cellOfRuns({ 1: [partialAccepted, 60, null], 2: [partialAccepted, 30, null] })).toEqual({
      status: partialAccepted,
      score: 60,
      isAC: false,
    });
    expect(cellOfRuns({})).toBeUndefined();
  });
});

describe('a rank row’s sums', () => {
  it('count the accepted cells of the training’s problems only, adding their run times', () => {
    const cells = {
      1: { status: accepted, score: 100, isAC: true, runTime: 40 },
      2: { status: wrongAnswer, score: 0, isAC: false },
      3: { status: accepted, score: 100, isAC: true, runTime: 9 },
    };
    expect(rowTotals(cells, [1, 2])).toEqual({ ac: 1, totalRunTime: 40 });
    expect(rowTotals(cells, [1, 2, 3])).toEqual({ ac: 2, totalRunTime: 49 });
  });
});
