import { describe, expect, it } from 'vitest';
import { judgeStatus as s } from '../../judge/judge-status';
import { foldAcmCell } from './acm-cell';
import { type AcmContestant, acmRankRowView, firstBloodsOf, rankAcmBoard, removeStarRows } from './acm-board';
import type { BoardClock, BoardSubmission } from './board-facts';
import { contestant, frozenClock, realTimeClock, submitted } from './board-test-kit';

/** A contestant's submissions per problem, folded into cells for one view. */
function folded(
  username: string,
  byProblem: Record<string, BoardSubmission[]>,
  clock: BoardClock = realTimeClock,
): AcmContestant {
  const cells = Object.fromEntries(
    Object.entries(byProblem).map(([displayId, list]) => [
      displayId,
      foldAcmCell(list, { clock, containsEnd: false }),
    ]),
  );
  return { identity: contestant(username), cells };
}

function standings(board: ReturnType<typeof rankAcmBoard>): [string, number, number, number][] {
  return board.map((row) => [row.username, row.rank, row.ac, row.totalTime]);
}

describe('rankAcmBoard', () => {
  it.each<[string, AcmContestant[], [string, number, number, number][]]>([
    [
      'more problems solved ranks first, whatever the time',
      [
        folded('ann', { A: [submitted(1, 10, s.accepted)] }),
        folded('bob', { A: [submitted(2, 200, s.accepted)], B: [submitted(3, 250, s.accepted)] }),
      ],
      [
        ['bob', 1, 2, 27_000],
        ['ann', 2, 1, 600],
      ],
    ],
    [
      'with equal solves less total time ranks first, a rejected try costing 20 minutes',
      [
        folded('ann', { A: [submitted(1, 10, s.wrongAnswer), submitted(2, 20, s.accepted)] }),
        folded('bob', { A: [submitted(3, 35, s.accepted)] }),
      ],
      [
        ['bob', 1, 1, 2100],
        ['ann', 2, 1, 2400],
      ],
    ],
    [
      'rows with the same solves and time share a rank and the next rank skips',
      [
        folded('cat', { A: [submitted(1, 40, s.accepted)] }),
        folded('ann', { A: [submitted(2, 20, s.wrongAnswer), submitted(3, 20, s.accepted)] }),
        folded('bob', { A: [submitted(4, 40, s.accepted)] }),
        folded('dan', { A: [submitted(5, 50, s.wrongAnswer)] }),
      ],
      [
        ['ann', 1, 1, 2400],
        ['bob', 1, 1, 2400],
        ['cat', 1, 1, 2400],
        ['dan', 4, 0, 0],
      ],
    ],
    [
      'star accounts are ranked -1 and skipped by the numbering',
      [
        folded('ann', { A: [submitted(1, 30, s.accepted)] }),
        folded('star', { A: [submitted(2, 5, s.accepted)] }),
        folded('bob', { A: [submitted(3, 60, s.accepted)] }),
      ],
      [
        ['star', -1, 1, 300],
        ['ann', 1, 1, 1800],
        ['bob', 2, 1, 3600],
      ],
    ],
    [
      'compile errors cost nothing on the board',
      [
        folded('ann', { A: [submitted(1, 5, s.compileError), submitted(2, 10, s.accepted)] }),
        folded('bob', { A: [submitted(3, 5, s.wrongAnswer), submitted(4, 10, s.accepted)] }),
      ],
      [
        ['ann', 1, 1, 600],
        ['bob', 2, 1, 1800],
      ],
    ],
  ])('%s', (_sentence, contestants, expected) => {
    expect(standings(rankAcmBoard(contestants, ['star']))).toEqual(expected);
  });

  it('counts a row total as the rejected, pending and accepted tries shown', () => {
    const [row] = rankAcmBoard(
      [
        folded('ann', {
          A: [submitted(1, 5, s.wrongAnswer), submitted(2, 8, s.accepted)],
          B: [submitted(3, 9, s.judging)],
        }),
      ],
      [],
    );
    expect(row).toMatchObject({ ac: 1, total: 3, totalTime: 1680 });
  });

  it('an after-contest accept is shown but changes neither solves nor time', () => {
    const late = foldAcmCell([submitted(1, 310, s.accepted)], { clock: realTimeClock, containsEnd: true });
    const [row] = rankAcmBoard([{ identity: contestant('ann'), cells: { A: late } }], []);
    expect(row).toMatchObject({ ac: 0, totalTime: 0, total: 0, rank: 1 });
    expect(row?.submissionInfo.A).toMatchObject({ isAC: true, isAfterContest: true });
    expect(row?.submissionInfo.A?.isFirstAC).toBeUndefined();
  });
});

describe('first blood', () => {
  it.each<[string, AcmContestant[], Record<string, string>]>([
    [
      'the earliest solve of each problem is its first blood',
      [
        folded('ann', { A: [submitted(1, 20, s.accepted)], B: [submitted(2, 90, s.accepted)] }),
        folded('bob', { A: [submitted(3, 10, s.accepted)], B: [submitted(4, 95, s.accepted)] }),
      ],
      { A: 'uid-bob', B: 'uid-ann' },
    ],
    [
      'a star account never takes first blood, the earliest official solve does',
      [
        folded('star', { A: [submitted(1, 1, s.accepted)] }),
        folded('ann', { A: [submitted(2, 30, s.accepted)] }),
      ],
      { A: 'uid-ann' },
    ],
    [
      'two solves in the same second go to the smaller submit id',
      [
        folded('ann', { A: [submitted(8, 30, s.accepted)] }),
        folded('bob', { A: [submitted(7, 30, s.accepted)] }),
      ],
      { A: 'uid-bob' },
    ],
    [
      'the time of the solve decides, not the number of tries',
      [
        folded('ann', { A: [submitted(1, 5, s.wrongAnswer), submitted(2, 12, s.accepted)] }),
        folded('bob', { A: [submitted(3, 15, s.accepted)] }),
      ],
      { A: 'uid-ann' },
    ],
    [
      'a problem nobody solved has no first blood',
      [folded('ann', { A: [submitted(1, 5, s.wrongAnswer)] })],
      {},
    ],
  ])('%s', (_sentence, contestants, expected) => {
    expect(Object.fromEntries(firstBloodsOf(contestants, ['star']))).toEqual(expected);
  });

  it('marks isFirstAC on the first blood cell only', () => {
    const board = rankAcmBoard(
      [
        folded('ann', { A: [submitted(1, 20, s.accepted)] }),
        folded('bob', { A: [submitted(2, 10, s.accepted)] }),
      ],
      [],
    );
    expect(board.map((row) => [row.username, row.submissionInfo.A?.isFirstAC])).toEqual([
      ['bob', true],
      ['ann', false],
    ]);
  });
});

describe('the frozen board', () => {
  const history = {
    ann: {
      A: [submitted(1, 30, s.accepted)],
      B: [submitted(2, 250, s.wrongAnswer), submitted(3, 260, s.accepted)],
      C: [submitted(6, 270, s.accepted)],
    },
    bob: { A: [submitted(4, 20, s.accepted)], B: [submitted(5, 200, s.accepted)] },
  };
  const boardFor = (clock: BoardClock) =>
    rankAcmBoard([folded('ann', history.ann, clock), folded('bob', history.bob, clock)], []);

  it.each<[string, BoardClock, [string, number, number, number][], Record<string, unknown>]>([
    [
      'a contestant sees the standings at the seal time, with hidden tries pending',
      frozenClock,
      [
        ['bob', 1, 2, 13_200],
        ['ann', 2, 1, 1800],
      ],
      { errorNum: 0, tryNum: 2 },
    ],
    [
      'an admin sees the real standings',
      realTimeClock,
      [
        ['ann', 1, 3, 34_800],
        ['bob', 2, 2, 13_200],
      ],
      { errorNum: 1, isAC: true, ACTime: 15_600, isFirstAC: false },
    ],
  ])('%s', (_sentence, clock, expected, annOnB) => {
    const board = boardFor(clock);
    expect(standings(board)).toEqual(expected);
    const ann = board.find((row) => row.username === 'ann');
    expect(ann && acmRankRowView(ann).submissionInfo.B).toEqual(annOnB);
  });
});

describe('removeStarRows', () => {
  it('drops star rows and keeps the official ranks', () => {
    const board = rankAcmBoard(
      [
        folded('star', { A: [submitted(1, 1, s.accepted)] }),
        folded('ann', { A: [submitted(2, 30, s.accepted)] }),
      ],
      ['star'],
    );
    expect(removeStarRows(board, [' star ']).map((row) => [row.username, row.rank])).toEqual([['ann', 1]]);
  });
});
