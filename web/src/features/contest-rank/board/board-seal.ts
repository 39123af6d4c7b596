/** What the seal rule reads of a contest (`get-contest-info` or the outside board's contest). */
export interface SealFacts {
  sealRank: boolean;
  sealRankTime: string | null;
  endTime: string;
}

/** The window in which a viewer sees the frozen board, in epoch ms; null when they never do. */
export interface SealWindow {
  from: number;
  until: number;
}

/**
 * Spec part 2 §2: for non-admins the board is sealed when `sealRank` holds and the server's clock is
 * past `sealRankTime`, until the contest ends. Contest admins always see the real board.
 */
export function sealWindowOf(contest: SealFacts, contestAdmin: boolean): SealWindow | null {
  if (contestAdmin || !contest.sealRank || !contest.sealRankTime) return null;
  const from = Date.parse(contest.sealRankTime);
  const until = Date.parse(contest.endTime);
  if (!Number.isFinite(from) || !Number.isFinite(until) || from >= until) return null;
  return { from, until };
}

/** Whether the board is sealed at `now` (the server's clock, epoch ms). */
export function isSealedAt(window: SealWindow | null, now: number): boolean {
  return window !== null && now >= window.from && now < window.until;
}
