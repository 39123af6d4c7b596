import { describe, expect, it } from 'vitest';
import {
  aggregateVerdict,
  defaultCaseScores,
  defaultSubtaskCaseScores,
  shouldContinue,
  type CaseOutcome,
} from './aggregate-verdict';
import { judgeStatus, problemType } from './judge-status';

const { accepted: AC, wrongAnswer: WA, timeLimitExceeded: TLE, partialAccepted: PA } = judgeStatus;

function outcome(seq: number, status: number, fullScore = 10, groupNum = 1, score?: number): CaseOutcome {
  return {
    seq,
    status,
    fullScore,
    score: score ?? (status === AC ? fullScore : 0),
    groupNum,
    timeMs: seq * 10,
    memoryKb: seq * 100,
  };
}

describe('aggregateVerdict for ACM problems', () => {
  it('accepts when every case is accepted, reporting the largest time and memory', () => {
    const verdict = aggregateVerdict(problemType.acm, 'default', [outcome(1, AC), outcome(2, AC)]);
    expect(verdict).toEqual({ status: AC, score: 0, timeMs: 20, memoryKb: 200, subtasks: [] });
  });

  it('takes the first non-accepted case in order', () => {
    const verdict = aggregateVerdict(problemType.acm, 'default', [
      outcome(1, AC),
      outcome(2, TLE),
      outcome(3, WA),
    ]);
    expect(verdict.status).toBe(TLE);
  });
});

describe('aggregateVerdict for OI problems', () => {
  it('sums case scores and calls some points partially accepted', () => {
    const verdict = aggregateVerdict(problemType.oi, 'default', [
      outcome(1, AC),
      outcome(2, WA),
      outcome(3, AC),
    ]);
    expect(verdict).toMatchObject({ status: PA, score: 20 });
  });

  it('gives the first failure when no points were earned', () => {
    expect(aggregateVerdict(problemType.oi, 'default', [outcome(1, TLE), outcome(2, WA)]).status).toBe(TLE);
  });

  it('scores a subtask by its lowest case in subtask_lowest', () => {
    const cases = [
      outcome(1, AC, 30, 1),
      outcome(2, AC, 30, 1),
      outcome(3, AC, 70, 2),
      outcome(4, WA, 70, 2),
    ];
    const verdict = aggregateVerdict(problemType.oi, 'subtask_lowest', cases);
    expect(verdict.score).toBe(30);
    expect(verdict.status).toBe(PA);
    expect(verdict.subtasks).toEqual([
      { groupNum: 1, status: AC, score: 30, ac: 2, total: 2, timeMs: 20, memoryKb: 200 },
      { groupNum: 2, status: WA, score: 0, ac: 1, total: 2, timeMs: 40, memoryKb: 400 },
    ]);
  });

  it('scores a subtask by the average of its cases in subtask_average', () => {
    const cases = [outcome(1, AC, 40, 1), outcome(2, WA, 40, 1), outcome(3, AC, 60, 2)];
    const verdict = aggregateVerdict(problemType.oi, 'subtask_average', cases);
    expect(verdict.score).toBe(80);
    expect(verdict.subtasks[0]).toMatchObject({ status: PA, score: 20 });
  });

  it('counts a checker partial score', () => {
    const verdict = aggregateVerdict(problemType.oi, 'default', [outcome(1, PA, 10, 1, 4), outcome(2, AC)]);
    expect(verdict).toMatchObject({ status: PA, score: 14 });
  });

  it('is a system error when there were no cases to judge', () => {
    expect(aggregateVerdict(problemType.oi, 'default', []).status).toBe(judgeStatus.systemError);
  });
});

describe('shouldContinue', () => {
  it('stops ergodic_without_error at the first failure and runs every case otherwise', () => {
    expect(shouldContinue('ergodic_without_error', [outcome(1, AC)])).toBe(true);
    expect(shouldContinue('ergodic_without_error', [outcome(1, WA)])).toBe(false);
    expect(shouldContinue('default', [outcome(1, WA)])).toBe(true);
  });
});

describe('defaultCaseScores', () => {
  it('splits the total evenly and gives the remainder to the last case', () => {
    expect(defaultCaseScores(100, 3)).toEqual([33, 33, 34]);
    expect(defaultCaseScores(100, 0)).toEqual([]);
  });
});

describe('defaultSubtaskCaseScores', () => {
  it('gives every case of a subtask the whole subtask share, subtasks splitting the total', () => {
    expect(defaultSubtaskCaseScores(100, [1, 1, 2, 2, 2, 3])).toEqual([33, 33, 33, 33, 33, 34]);
  });
  it('makes an all-accepted submission worth the total under the lowest rule', () => {
    const scores = defaultSubtaskCaseScores(100, [1, 1, 1]);
    expect(Math.min(...scores)).toBe(100);
  });
});
