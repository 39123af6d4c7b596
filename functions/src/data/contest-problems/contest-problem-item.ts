import type { ContestProblem } from '@oj/shared';
import { keyOf, type ItemKey } from '../item-key';
import { withoutStamp } from '../kit/versioned-item';
import { contestProblemKey } from '../contests/contest-keys';

export { contestProblemKey };

/**
 * A problem's link to a contest as stored (`CONTEST#<cid>` / `PROBLEM#<displayId>`): the contract's
 * `ContestProblem` with its verdict counts. `ac`/`total` count submissions made while the contest
 * ran; `endAc`/`endTotal` those made after its end (`allowEndSubmit`), which `containsEnd` adds.
 */
export interface StoredContestProblem extends ContestProblem {
  ac: number;
  total: number;
  endAc: number;
  endTotal: number;
}

export const contestProblemEntity = 'ContestProblem';
export const contestProblemItemVersion = 1;

/**
 * A problem is in a contest at most once: this row (`CONTEST#<cid>` / `HOLDS#<pid>`) claims the pid
 * and names the display id it is under, so a lookup by pid is one read.
 */
export function contestProblemClaimKey(cid: number, pid: number): ItemKey {
  return { pk: keyOf('CONTEST', cid), sk: keyOf('HOLDS', pid) };
}

/**
 * The contests a problem is in, seen from the problem (`PROBLEM#<pid>` / `INCONTEST#<cid>`): deleting
 * the problem removes it from each of them.
 */
export function problemContestKey(pid: number, cid: number): ItemKey {
  return { pk: keyOf('PROBLEM', pid), sk: keyOf('INCONTEST', cid) };
}

/** Ids of links, one sequence for the site. */
export const contestProblemSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'CONTESTPROBLEM' };

export const contestProblemRowPrefix = 'PROBLEM#';

/** A stored link from its item; counters missing on an old item count zero. */
export function contestProblemOf(item: Record<string, unknown>): StoredContestProblem {
  const fields = withoutStamp(item) as Partial<StoredContestProblem>;
  return {
    id: Number(fields.id),
    cid: Number(fields.cid),
    pid: Number(fields.pid),
    displayId: String(fields.displayId),
    displayTitle: String(fields.displayTitle ?? ''),
    color: typeof fields.color === 'string' ? fields.color : null,
    gmtCreate: String(fields.gmtCreate),
    gmtModified: String(fields.gmtModified),
    ac: Number(fields.ac ?? 0),
    total: Number(fields.total ?? 0),
    endAc: Number(fields.endAc ?? 0),
    endTotal: Number(fields.endTotal ?? 0),
  };
}

/** The link as the admin calls answer it (`ContestProblem`), without the counts. */
export function contestProblemLinkOf(stored: StoredContestProblem): ContestProblem {
  const { ac: _ac, total: _total, endAc: _endAc, endTotal: _endTotal, ...link } = stored;
  return link;
}

/** Display ids in the order a contest lists them: `A` before `B`, `2` before `10`. */
export function byDisplayId(
  a: Pick<ContestProblem, 'displayId'>,
  b: Pick<ContestProblem, 'displayId'>,
): number {
  return a.displayId.localeCompare(b.displayId, 'en', { numeric: true, sensitivity: 'base' });
}
