import { verdictCounterByStatus, type VerdictCounts } from '@oj/shared';
import type { BoardEntry } from './board-row-item';

/** One of a contest problem's counters: every submission is in `total`, each verdict in its own. */
export type ContestCounter = keyof VerdictCounts;

/**
 * What one entry adds to its problem's counts: one to `total`, and one to its verdict's counter
 * (`ac`, `wa`, `ce`, …) once judged; a submission still being judged is in `total` alone.
 */
export interface ProblemCountShare {
  displayId: string;
  /** Submitted at or after the end: counted in the `end…` counters. */
  afterEnd: boolean;
  counts: Partial<Record<ContestCounter, number>>;
}

export function problemCountShareOf(entry: BoardEntry, endTime: string): ProblemCountShare {
  const verdict = verdictCounterByStatus[entry.status];
  return {
    displayId: entry.displayId,
    afterEnd: Date.parse(entry.time) >= Date.parse(endTime),
    counts: verdict === undefined ? { total: 1 } : { total: 1, [verdict]: 1 },
  };
}

/**
 * The attribute of the link that holds a counter: `total`, `ac`, `wa`, … for submissions made while
 * the contest ran, `endTotal`, `endAc`, `endWa`, … for those made after its end.
 */
export function contestCounterAttribute(counter: ContestCounter, afterEnd: boolean): string {
  return afterEnd ? `end${counter.charAt(0).toUpperCase()}${counter.slice(1)}` : counter;
}

function withoutZeros(
  counts: Partial<Record<ContestCounter, number>>,
): Partial<Record<ContestCounter, number>> {
  return Object.fromEntries(Object.entries(counts).filter(([, value]) => value !== 0));
}

/**
 * How an entry's change moves the problem counts: the old share taken out and the new one put in,
 * merged when both are of the same problem and window. Changes that move nothing are left out.
 */
export function problemCountMoves(
  before: BoardEntry | undefined,
  after: BoardEntry,
  endTime: string,
): ProblemCountShare[] {
  const old = before === undefined ? null : problemCountShareOf(before, endTime);
  const now = problemCountShareOf(after, endTime);
  const negated = (share: ProblemCountShare) =>
    Object.fromEntries(Object.entries(share.counts).map(([counter, value]) => [counter, -value]));
  const moves: ProblemCountShare[] = [];
  if (old !== null && old.displayId === now.displayId && old.afterEnd === now.afterEnd) {
    const merged: Partial<Record<ContestCounter, number>> = { ...now.counts };
    for (const [counter, value] of Object.entries(old.counts) as [ContestCounter, number][])
      merged[counter] = (merged[counter] ?? 0) - value;
    moves.push({ ...now, counts: withoutZeros(merged) });
  } else {
    if (old !== null) moves.push({ ...old, counts: negated(old) });
    moves.push(now);
  }
  return moves.filter((move) => Object.keys(move.counts).length > 0);
}
