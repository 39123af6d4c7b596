import { judgeStatus } from '@oj/shared';
import type { BoardEntry } from './board-row-item';

/** What one entry adds to its problem's counts: every submission is in `total`, accepted ones in `ac`. */
export interface ProblemCountShare {
  displayId: string;
  /** Submitted at or after the end: counted in `endTotal`/`endAc`. */
  afterEnd: boolean;
  total: number;
  ac: number;
}

export function problemCountShareOf(entry: BoardEntry, endTime: string): ProblemCountShare {
  return {
    displayId: entry.displayId,
    afterEnd: Date.parse(entry.time) >= Date.parse(endTime),
    total: 1,
    ac: entry.status === judgeStatus.accepted ? 1 : 0,
  };
}

/**
 * How an entry's change moves the problem counts: the old share taken out and the new one put in,
 * merged when both are of the same counter pair. Changes that move nothing are left out.
 */
export function problemCountMoves(
  before: BoardEntry | undefined,
  after: BoardEntry,
  endTime: string,
): ProblemCountShare[] {
  const old = before === undefined ? null : problemCountShareOf(before, endTime);
  const now = problemCountShareOf(after, endTime);
  const moves: ProblemCountShare[] = [];
  if (old !== null && old.displayId === now.displayId && old.afterEnd === now.afterEnd) {
    moves.push({ ...now, total: now.total - old.total, ac: now.ac - old.ac });
  } else {
    if (old !== null) moves.push({ ...old, total: -old.total, ac: -old.ac });
    moves.push(now);
  }
  return moves.filter((move) => move.total !== 0 || move.ac !== 0);
}
