import { describe, expect, it } from 'vitest';
import { judgeStatus as s } from '../../judge/judge-status';
import type { OiRankScoreType } from '../contest';
import type { BoardClock, BoardSubmission } from './board-facts';
import { contestant, frozenClock, realTimeClock, submitted } from './board-test-kit';
import { type OiContestant, type OiProblemResult, foldOiProblem, rankOiBoard } from './oi-board';

function scored(submitId: number, minutes: number, score: number, runTime = 100): BoardSubmission {
  const status = score === 100 ? s.accepted : score === 0 ? s.wrongAnswer : s.partialAccepted;
  return submitted(submitId, minutes, status, { score, runTime });
}

const climbThenDrop = [scored(1, 10, 40), scored(2, 20, 100, 350), scored(3, 30, 60)];

describe('foldOiProblem', () => {
  it.each<[string, BoardSubmission[], OiRankScoreType, BoardClock, OiProblemResult | null]>([
    [
      'the latest judged score counts with Recent',
      climbThenDrop,
      'Recent',
      realTimeClock,
      { score: 60, fullScoreRunTime: null },
    ],
    [
      'the highest score counts with Highest, with its full-score run time',
      climbThenDrop,
      'Highest',
      realTimeClock,
      { score: 100, fullScoreRunTime: 350 },
    ],
    [
      'among full-score answers Highest keeps the fastest run',
      [scored(1, 10, 100, 500), scored(2, 20, 100, 200), scored(3, 30, 100, 300)],
      'Highest',
      realTimeClock,
      { score: 100, fullScoreRunTime: 200 },
    ],
    [
      'Recent keeps the run time of the latest full-score answer',
      [scored(1, 10, 100, 200), scored(2, 20, 100, 500)],
      'Recent',
      realTimeClock,
      { score: 100, fullScoreRunTime: 500 },
    ],
    [
      'submissions still judging, system errors and cancelled judges do not count',
      [
        scored(1, 10, 30),
        submitted(2, 20, s.judging, { score: null }),
        submitted(3, 30, s.systemError, { score: 0 }),
        submitted(4, 40, s.cancelled, { score: 0 }),
      ],
      'Recent',
      realTimeClock,
      { score: 30, fullScoreRunTime: null },
    ],
    [
      'a compile error is judged and scores 0 with Recent',
      [scored(1, 10, 30), submitted(2, 20, s.compileError, { score: null })],
      'Recent',
      realTimeClock,
      { score: 0, fullScoreRunTime: null },
    ],
    [
      'a frozen view counts only what was judged from submissions before the seal time',
      [scored(1, 10, 30), scored(2, 240, 100)],
      'Highest',
      frozenClock,
      { score: 30, fullScoreRunTime: null },
    ],
    [
      'the real-time view of the same submissions counts the full score',
      [scored(1, 10, 30), scored(2, 240, 100)],
      'Highest',
      realTimeClock,
      { score: 100, fullScoreRunTime: 100 },
    ],
    [
      'after-contest submissions never count',
      [scored(1, 10, 30), scored(2, 305, 100)],
      'Recent',
      realTimeClock,
      { score: 30, fullScoreRunTime: null },
    ],
    [
      'nothing judged yet gives no result',
      [submitted(1, 10, s.pending, { score: null })],
      'Recent',
      realTimeClock,
      null,
    ],
  ])('%s', (_sentence, submissions, scoreType, clock, expected) => {
    expect(foldOiProblem(submissions, { clock, scoreType })).toEqual(expected);
  });
});

describe('rankOiBoard', () => {
  const result = (score: number, fullScoreRunTime: number | null = null) => ({ score, fullScoreRunTime });
  const entry = (username: string, results: Record<string, OiProblemResult>): OiContestant => ({
    identity: contestant(username),
    results,
  });

  it.each<[string, OiContestant[], [string, number, number, number][]]>([
    [
      'a higher total score ranks first',
      [entry('ann', { A: result(60) }), entry('bob', { A: result(40), B: result(30) })],
      [
        ['bob', 1, 70, 0],
        ['ann', 2, 60, 0],
      ],
    ],
    [
      'at the same score less total run time of full-score answers ranks first',
      [entry('ann', { A: result(100, 900) }), entry('bob', { A: result(100, 300) })],
      [
        ['bob', 1, 100, 300],
        ['ann', 2, 100, 900],
      ],
    ],
    [
      'the same score and time share a rank, the next skips, and star accounts are -1',
      [
        entry('cat', { A: result(50) }),
        entry('ann', { A: result(50) }),
        entry('star', { A: result(100, 1) }),
        entry('dan', { A: result(10) }),
      ],
      [
        ['star', -1, 100, 1],
        ['ann', 1, 50, 0],
        ['cat', 1, 50, 0],
        ['dan', 3, 10, 0],
      ],
    ],
  ])('%s', (_sentence, contestants, expected) => {
    const board = rankOiBoard(contestants, ['star']);
    expect(board.map((row) => [row.username, row.rank, row.totalScore, row.totalTime])).toEqual(expected);
  });

  it('shows each problem score and the run time of full-score problems only', () => {
    const [row] = rankOiBoard([entry('ann', { A: result(100, 250), B: result(40) })], []);
    expect(row).toMatchObject({ submissionInfo: { A: 100, B: 40 }, timeInfo: { A: 250 }, totalTime: 250 });
  });
});
