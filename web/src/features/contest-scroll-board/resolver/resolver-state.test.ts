import { describe, expect, it } from 'vitest';
import { rankAcmBoard } from '@oj/shared/domain/contest-board/acm-board';
import { foldAcmCell } from '@oj/shared/domain/contest-board/acm-cell';
import type { ContestScrollBoardSubmission } from '@oj/shared/api/contest-scroll-board';
import { resolverInputOf } from './resolver-input';
import {
  finalResolverState,
  initialResolverState,
  isSettledRow,
  type Reveal,
  type ResolverState,
  resolverFocus,
  revealNext,
  totalSteps,
} from './resolver-state';
import { isoOfScrollBoardDate } from './scroll-board-date';
import { contestInfo, submission, verdict } from './resolver-test-kit';

const { ac, wa, tle, ce, pending } = verdict;

/** Every step of a replay, with the state after it. */
function replay(input: ReturnType<typeof resolverInputOf>) {
  const steps: { reveal: Reveal; state: ResolverState; before: ResolverState }[] = [];
  let state = initialResolverState(input);
  for (let next = revealNext(input, state); next; next = revealNext(input, state)) {
    steps.push({ reveal: next.reveal, state: next.state, before: state });
    state = next.state;
  }
  return { steps, last: state };
}

const order = (state: ResolverState) => state.board.map((row) => row.username);

/**
 * The real board: every submission shown, folded and ranked the way the server builds the board
 * for an admin (no seal), independently of the resolver's stepping.
 */
function realBoard(
  info: ReturnType<typeof contestInfo>,
  submissions: readonly ContestScrollBoardSubmission[],
) {
  const clock = {
    startTime: isoOfScrollBoardDate(info.startTime, 'start'),
    endTime: '2100-01-01T00:00:00.000Z',
    sealTime: null,
  };
  const byUser = new Map<string, ContestScrollBoardSubmission[]>();
  for (const one of submissions) byUser.set(one.uid, [...(byUser.get(one.uid) ?? []), one]);
  return rankAcmBoard(
    [...byUser.values()].map((mine) => {
      const first = mine[0] as ContestScrollBoardSubmission;
      const byProblem = new Map<string, ContestScrollBoardSubmission[]>();
      for (const one of mine) byProblem.set(one.displayId, [...(byProblem.get(one.displayId) ?? []), one]);
      const cells = Object.fromEntries(
        [...byProblem].map(([displayId, tries]) => [
          displayId,
          foldAcmCell(
            tries.map((one) => ({
              submitId: one.submitId,
              time: isoOfScrollBoardDate(one.submitTime, 'submitTime'),
              status: one.status,
              afterContest: false,
            })),
            { clock, containsEnd: false },
          ),
        ]),
      );
      const { uid, username, nickname, realname, school, gender, avatar } = first;
      return { identity: { uid, username, nickname, realname, school, gender, avatar }, cells };
    }),
    info.starUserList,
  );
}

/** The board's figures that the final state must share with the real board. */
const figures = (rows: readonly { username: string; rank: number; ac: number; totalTime: number }[]) =>
  rows.map(({ username, rank, ac: solved, totalTime }) => ({ username, rank, ac: solved, totalTime }));

describe('the frozen board', () => {
  it('counts what was judged before the seal and shows what came after as pending', () => {
    const input = resolverInputOf(contestInfo(), [
      submission('ann', 'A', 10, ac),
      submission('ann', 'B', 65, ac),
      submission('bob', 'A', 20, wa),
      submission('bob', 'A', 70, wa),
    ]);
    const board = initialResolverState(input).board;
    expect(order({ board } as ResolverState)).toEqual(['ann', 'bob']);
    expect(board[0]).toMatchObject({ ac: 1, totalTime: 600 });
    expect(board[0]?.submissionInfo.B).toEqual({ errorNum: 0, tryNum: 1 });
    expect(board[1]?.submissionInfo.A).toEqual({ errorNum: 1, tryNum: 1 });
  });

  it('has nothing to reveal for a contest that was never sealed', () => {
    const input = resolverInputOf(contestInfo({ sealRankTime: null }), [
      submission('ann', 'A', 70, ac),
      submission('bob', 'B', 80, wa),
    ]);
    expect(totalSteps(input)).toBe(0);
    expect(resolverFocus(input, initialResolverState(input))).toBeNull();
    expect(initialResolverState(input).board[0]).toMatchObject({ username: 'ann', ac: 1 });
  });

  it('reveals nothing a verdict before the seal already decided', () => {
    const input = resolverInputOf(contestInfo(), [
      submission('ann', 'A', 10, ac),
      submission('ann', 'A', 70, wa),
      submission('bob', 'A', 59, wa, 59),
    ]);
    expect(totalSteps(input)).toBe(0);
  });

  it('keeps a submission judged before the seal but still pending out of the replay', () => {
    const input = resolverInputOf(contestInfo(), [submission('ann', 'A', 10, pending)]);
    expect(totalSteps(input)).toBe(0);
    expect(initialResolverState(input).board[0]?.submissionInfo.A).toEqual({ errorNum: 0, tryNum: 1 });
  });

  it('treats a submission made exactly at the seal time as frozen', () => {
    const input = resolverInputOf(contestInfo(), [submission('ann', 'A', 60, ac)]);
    expect(initialResolverState(input).board[0]).toMatchObject({ ac: 0 });
    expect(totalSteps(input)).toBe(1);
  });
});

describe('stepping', () => {
  it('focuses the lowest row with a hidden result, and its leftmost hidden problem', () => {
    const input = resolverInputOf(contestInfo(), [
      submission('ann', 'A', 10, ac),
      submission('ann', 'C', 61, wa),
      submission('bob', 'A', 20, ac),
      submission('bob', 'C', 62, ac),
      submission('bob', 'B', 63, wa),
      submission('cat', 'A', 30, ac),
    ]);
    const state = initialResolverState(input);
    expect(order(state)).toEqual(['ann', 'bob', 'cat']);
    expect(resolverFocus(input, state)).toEqual({ uid: 'u-bob', displayId: 'B', index: 1 });
  });

  it('moves a row up when its revealed try is accepted and keeps it in place when rejected', () => {
    const input = resolverInputOf(contestInfo(), [
      submission('ann', 'A', 10, ac),
      submission('ann', 'B', 20, ac),
      submission('bob', 'A', 15, ac),
      submission('bob', 'B', 61, wa),
      submission('bob', 'C', 62, ac),
      submission('cat', 'A', 30, ac),
      submission('cat', 'B', 64, ac),
    ]);
    const { steps, last } = replay(input);
    expect(steps.map(({ reveal }) => reveal)).toEqual([
      // cat (3rd) solves B in the frozen hour and climbs past bob into 2nd place.
      { uid: 'u-cat', displayId: 'B', outcome: 'accepted', fromIndex: 2, toIndex: 1 },
      // bob, now lowest: B stays wrong and he stays; C is accepted (77 min) and he passes cat (94).
      { uid: 'u-bob', displayId: 'B', outcome: 'rejected', fromIndex: 2, toIndex: 2 },
      { uid: 'u-bob', displayId: 'C', outcome: 'accepted', fromIndex: 2, toIndex: 1 },
    ]);
    expect(order(last)).toEqual(['ann', 'bob', 'cat']);
  });

  it('reveals a compile error as an empty cell that costs nothing', () => {
    const input = resolverInputOf(contestInfo(), [submission('ann', 'A', 70, ce)]);
    const [step] = replay(input).steps;
    expect(step?.reveal.outcome).toBe('nothing');
    expect(step?.state.board[0]?.submissionInfo.A).toEqual({ errorNum: 0 });
  });

  it('reveals a frozen try still being judged as still judging, once', () => {
    const input = resolverInputOf(contestInfo(), [
      submission('ann', 'A', 61, wa),
      submission('ann', 'A', 70, pending),
    ]);
    const { steps, last } = replay(input);
    expect(steps.map(({ reveal }) => reveal.outcome)).toEqual(['stillJudging']);
    expect(last.board[0]?.submissionInfo.A).toEqual({ errorNum: 1, tryNum: 1 });
  });

  it('never moves a row below the focus: they are settled', () => {
    const input = resolverInputOf(contestInfo(), randomContest(7, 12));
    for (const { before, state, reveal } of replay(input).steps) {
      const below = (board: ResolverState['board']) =>
        board.slice(reveal.fromIndex + 1).map((row) => row.uid);
      expect(below(state.board)).toEqual(below(before.board));
      expect(reveal.toIndex).toBeLessThanOrEqual(reveal.fromIndex);
      const focus = resolverFocus(input, before);
      expect(before.board.every((_, index) => isSettledRow(index, focus) === index > reveal.fromIndex)).toBe(
        true,
      );
    }
  });

  it('moves the focus only upwards', () => {
    const input = resolverInputOf(contestInfo(), randomContest(11, 15));
    const { steps } = replay(input);
    const focusRows = steps.map(({ reveal }) => reveal.fromIndex);
    expect(focusRows).toEqual([...focusRows].sort((a, b) => b - a));
  });

  it('takes exactly as many steps as there are hidden cells, then stops', () => {
    const input = resolverInputOf(contestInfo(), randomContest(3, 20));
    const { steps, last } = replay(input);
    expect(steps).toHaveLength(totalSteps(input));
    expect(revealNext(input, last)).toBeNull();
    expect(resolverFocus(input, last)).toBeNull();
  });
});

describe('the end of the replay', () => {
  it('is the real board: same order, ranks, solved counts and penalties, as stated by hand', () => {
    const submissions = [
      submission('ann', 'A', 5, wa),
      submission('ann', 'A', 12, ac), // 12 min + 20 = 32 min
      submission('ann', 'B', 75, ac), // frozen: 75 min
      submission('bob', 'A', 8, ac), // 8 min
      submission('bob', 'B', 50, ac), // 50 min
      submission('bob', 'C', 90, tle),
      submission('cat', 'C', 61, wa),
      submission('cat', 'C', 62, ac), // frozen: 62 + 20 = 82 min
      submission('cat', 'A', 66, ac), // frozen: 66 min
      submission('dan', 'A', 30, ac),
    ];
    const input = resolverInputOf(contestInfo(), submissions);
    expect(order(initialResolverState(input))).toEqual(['bob', 'dan', 'ann', 'cat']);
    const last = finalResolverState(input);
    expect(figures(last.board)).toEqual([
      { username: 'bob', rank: 1, ac: 2, totalTime: 58 * 60 },
      { username: 'ann', rank: 2, ac: 2, totalTime: 107 * 60 },
      { username: 'cat', rank: 3, ac: 2, totalTime: 148 * 60 },
      { username: 'dan', rank: 4, ac: 1, totalTime: 30 * 60 },
    ]);
    expect(last.board[0]?.submissionInfo.A?.isFirstAC).toBe(true);
    expect(last.board[2]?.submissionInfo.C?.isFirstAC).toBe(true);
  });

  it('ranks star accounts -1 and skips them in the numbering, as the board does', () => {
    const input = resolverInputOf(contestInfo({ starUserList: ['bob'] }), [
      submission('ann', 'A', 10, ac),
      submission('bob', 'A', 5, ac),
      submission('bob', 'B', 70, ac),
      submission('cat', 'A', 20, ac),
    ]);
    expect(figures(finalResolverState(input).board).map(({ username, rank }) => [username, rank])).toEqual([
      ['bob', -1],
      ['ann', 1],
      ['cat', 2],
    ]);
  });

  it('gives tied rows one rank and orders them by name, as the board does', () => {
    const input = resolverInputOf(contestInfo(), [
      submission('zed', 'A', 70, ac),
      submission('amy', 'A', 70, ac),
    ]);
    expect(figures(finalResolverState(input).board).map(({ username, rank }) => [username, rank])).toEqual([
      ['amy', 1],
      ['zed', 1],
    ]);
  });

  it('equals the real board on generated contests of every size', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const info = contestInfo({ starUserList: seed % 3 === 0 ? ['user2', 'user5'] : [] });
      const submissions = randomContest(seed, 2 + (seed % 13));
      const last = finalResolverState(resolverInputOf(info, submissions));
      const real = realBoard(info, submissions);
      expect(figures(last.board), `seed ${seed}`).toEqual(figures(real));
      expect(last.board.map((row) => row.submissionInfo)).toEqual(real.map((row) => row.submissionInfo));
    }
  });
});

/**
 * A contest of `contestants` accounts trying three problems over five hours, sealed after the first
 * hour, drawn from a fixed seed so a failure can be replayed.
 */
function randomContest(seed: number, contestants: number): ContestScrollBoardSubmission[] {
  let state = seed * 2654435761;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const statuses = [ac, ac, wa, wa, tle, ce];
  const submissions: ContestScrollBoardSubmission[] = [];
  for (let user = 0; user < contestants; user += 1) {
    const tries = Math.floor(random() * 9);
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const problem = ['A', 'B', 'C'][Math.floor(random() * 3)] as string;
      const status = statuses[Math.floor(random() * statuses.length)] as number;
      submissions.push(
        submission(`user${user}`, problem, Math.floor(random() * 300), status, Math.floor(random() * 60)),
      );
    }
  }
  // The calls answer oldest first (submit time, then id).
  return submissions.sort((a, b) => a.submitTime.localeCompare(b.submitTime) || a.submitId - b.submitId);
}
