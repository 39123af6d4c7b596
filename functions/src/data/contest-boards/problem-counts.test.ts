import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { contestCounterAttribute, problemCountMoves, problemCountShareOf } from './problem-counts';
import type { BoardEntry } from './board-row-item';

const endTime = '2026-05-01T13:00:00.000Z';
const entry = (status: number, overrides: Partial<BoardEntry> = {}): BoardEntry => ({
  submitId: 7,
  displayId: 'A',
  time: '2026-05-01T10:00:00.000Z',
  status,
  score: null,
  runTime: null,
  ...overrides,
});

describe("a contest problem's counts", () => {
  it('count a submission in total and in its verdict, a pending one in total alone', () => {
    expect(problemCountShareOf(entry(judgeStatus.accepted), endTime).counts).toEqual({ total: 1, ac: 1 });
    expect(problemCountShareOf(entry(judgeStatus.wrongAnswer), endTime).counts).toEqual({ total: 1, wa: 1 });
    expect(problemCountShareOf(entry(judgeStatus.compileError), endTime).counts).toEqual({ total: 1, ce: 1 });
    expect(problemCountShareOf(entry(judgeStatus.pending), endTime).counts).toEqual({ total: 1 });
  });

  it('keep submissions made at or after the end apart, in the end counters', () => {
    const late = problemCountShareOf(entry(judgeStatus.accepted, { time: endTime }), endTime);
    expect(late.afterEnd).toBe(true);
    expect(contestCounterAttribute('ac', true)).toBe('endAc');
    expect(contestCounterAttribute('total', true)).toBe('endTotal');
    expect(contestCounterAttribute('wa', false)).toBe('wa');
  });

  it('move a verdict to another when judged or rejudged, total untouched', () => {
    expect(problemCountMoves(undefined, entry(judgeStatus.pending), endTime)).toEqual([
      { displayId: 'A', afterEnd: false, counts: { total: 1 } },
    ]);
    expect(problemCountMoves(entry(judgeStatus.pending), entry(judgeStatus.accepted), endTime)).toEqual([
      { displayId: 'A', afterEnd: false, counts: { ac: 1 } },
    ]);
    expect(problemCountMoves(entry(judgeStatus.wrongAnswer), entry(judgeStatus.accepted), endTime)).toEqual([
      { displayId: 'A', afterEnd: false, counts: { ac: 1, wa: -1 } },
    ]);
    expect(problemCountMoves(entry(judgeStatus.accepted), entry(judgeStatus.accepted), endTime)).toEqual([]);
  });

  it('take an entry out of one problem and put it in another when its display id changes', () => {
    expect(
      problemCountMoves(
        entry(judgeStatus.accepted),
        entry(judgeStatus.accepted, { displayId: 'B' }),
        endTime,
      ),
    ).toEqual([
      { displayId: 'A', afterEnd: false, counts: { total: -1, ac: -1 } },
      { displayId: 'B', afterEnd: false, counts: { total: 1, ac: 1 } },
    ]);
  });
});
