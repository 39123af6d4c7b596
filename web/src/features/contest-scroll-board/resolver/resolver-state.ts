import type { AcmCell } from '@oj/shared/domain/contest-board/acm-cell';
import { isCountedSolve } from '@oj/shared/domain/contest-board/acm-cell';
import { type AcmRankRow, rankAcmBoard } from '@oj/shared/domain/contest-board/acm-board';
import type { ResolverContestant, ResolverInput } from './resolver-input';

/*
 * The resolver as pure functions of its input: the board it shows after any number of steps, and
 * what the next step reveals. Each step follows the ICPC resolvers' rule: the lowest row of the
 * current board that still hides a result is in focus, and its leftmost hidden problem is revealed;
 * the board is then ranked again by the board's own rule (`rankAcmBoard`), so an accepted try moves
 * the row up and a rejected one leaves it where it is. A row with nothing left to reveal is final,
 * and the focus moves up. After the last step every cell is the real board's, so the order, solved
 * counts and penalties are exactly the real board's.
 */

/** The replay after some steps. */
export interface ResolverState {
  /** How many of each contestant's hidden problems are revealed, by uid (revealed in column order). */
  readonly revealedCount: ReadonlyMap<string, number>;
  /** The board as it stands: sorted and ranked, star rows ranked -1. */
  readonly board: readonly AcmRankRow[];
  /** Steps taken so far. */
  readonly steps: number;
}

/** The cell the next step reveals: the focused row and its problem. */
export interface ResolverFocus {
  uid: string;
  displayId: string;
  /** The focused row's place on the current board (0 is the top). */
  index: number;
}

/** What the revealed cell turned out to be. */
export type RevealOutcome = 'accepted' | 'rejected' | 'nothing' | 'stillJudging';

/** One step taken: which cell, what it showed, and how far the row moved. */
export interface Reveal {
  uid: string;
  displayId: string;
  outcome: RevealOutcome;
  fromIndex: number;
  toIndex: number;
}

function cellsOf(contestant: ResolverContestant, revealed: number): Record<string, AcmCell> {
  const cells = { ...contestant.frozen };
  for (const displayId of contestant.hidden.slice(0, revealed)) {
    const cell = contestant.final[displayId];
    if (cell) cells[displayId] = cell;
  }
  return cells;
}

function boardOf(input: ResolverInput, revealedCount: ReadonlyMap<string, number>): AcmRankRow[] {
  return rankAcmBoard(
    input.contestants.map((contestant) => ({
      identity: contestant.identity,
      cells: cellsOf(contestant, revealedCount.get(contestant.identity.uid) ?? 0),
    })),
    input.starUserList,
  );
}

/** The frozen board: nothing revealed yet. */
export function initialResolverState(input: ResolverInput): ResolverState {
  const revealedCount = new Map<string, number>();
  return { revealedCount, board: boardOf(input, revealedCount), steps: 0 };
}

function contestantsByUid(input: ResolverInput): Map<string, ResolverContestant> {
  return new Map(input.contestants.map((contestant) => [contestant.identity.uid, contestant]));
}

/** The problems a contestant still hides, in the order they will be revealed. */
export function stillHidden(input: ResolverInput, state: ResolverState, uid: string): readonly string[] {
  const contestant = input.contestants.find((candidate) => candidate.identity.uid === uid);
  if (!contestant) return [];
  return contestant.hidden.slice(state.revealedCount.get(uid) ?? 0);
}

/** The lowest row that still hides a result and its next problem; null once everything is shown. */
export function resolverFocus(input: ResolverInput, state: ResolverState): ResolverFocus | null {
  const byUid = contestantsByUid(input);
  for (let index = state.board.length - 1; index >= 0; index -= 1) {
    const uid = state.board[index]?.uid ?? '';
    const contestant = byUid.get(uid);
    const revealed = state.revealedCount.get(uid) ?? 0;
    const displayId = contestant?.hidden[revealed];
    if (displayId !== undefined) return { uid, displayId, index };
  }
  return null;
}

function outcomeOf(cell: AcmCell | undefined): RevealOutcome {
  if (cell === undefined) return 'nothing';
  if (isCountedSolve(cell)) return 'accepted';
  if ((cell.tryNum ?? 0) > 0) return 'stillJudging';
  return cell.errorNum > 0 ? 'rejected' : 'nothing';
}

/** Takes one step: reveals the focused cell and ranks the board again. Null when nothing is left. */
export function revealNext(
  input: ResolverInput,
  state: ResolverState,
): { state: ResolverState; reveal: Reveal } | null {
  const focus = resolverFocus(input, state);
  if (focus === null) return null;
  const revealedCount = new Map(state.revealedCount);
  revealedCount.set(focus.uid, (revealedCount.get(focus.uid) ?? 0) + 1);
  const board = boardOf(input, revealedCount);
  const toIndex = board.findIndex((row) => row.uid === focus.uid);
  const revealedCell = contestantsByUid(input).get(focus.uid)?.final[focus.displayId];
  return {
    state: { revealedCount, board, steps: state.steps + 1 },
    reveal: {
      uid: focus.uid,
      displayId: focus.displayId,
      outcome: outcomeOf(revealedCell),
      fromIndex: focus.index,
      toIndex,
    },
  };
}

/** Steps from the frozen board to the end: the number of hidden cells. */
export function totalSteps(input: ResolverInput): number {
  return input.contestants.reduce((sum, contestant) => sum + contestant.hidden.length, 0);
}

/** The board with everything revealed, stepping from `state` (the frozen board by default). */
export function finalResolverState(input: ResolverInput, state = initialResolverState(input)): ResolverState {
  let current = state;
  for (let next = revealNext(input, current); next !== null; next = revealNext(input, current))
    current = next.state;
  return current;
}

/**
 * Whether a row's place can no longer change: every row from it down is settled when the focus is
 * above it (a revealed row only ever moves up, past the rows above it).
 */
export function isSettledRow(index: number, focus: ResolverFocus | null): boolean {
  return focus === null || index > focus.index;
}
