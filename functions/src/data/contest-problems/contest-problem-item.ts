import { emptyVerdictCounts, type ContestProblem, type VerdictCounts } from '@oj/shared';
import { contestCounterAttribute } from '../contest-boards/problem-counts';
import { keyOf, type ItemKey } from '../item-key';
import { withoutStamp } from '../kit/versioned-item';
import { contestProblemKey } from '../contests/contest-keys';

export { contestProblemKey };

/**
 * A problem's link to a contest as stored (`CONTEST#<cid>` / `PROBLEM#<displayId>`): the contract's
 * `ContestProblem` with its verdict counts. `counts` (attributes `total`, `ac`, `wa`, …) count the
 * submissions made while the contest ran; `endCounts` (`endTotal`, `endAc`, `endWa`, …) those made
 * after its end (`allowEndSubmit`), which `containsEnd` adds. The board's hook moves them with ADD.
 */
export interface StoredContestProblem extends ContestProblem {
  counts: VerdictCounts;
  endCounts: VerdictCounts;
}

type VerdictCounter = keyof VerdictCounts;

/** A link's counters of one window, read from their attributes; a counter missing counts zero. */
function countsOf(item: Record<string, unknown>, afterEnd: boolean): VerdictCounts {
  const counts = emptyVerdictCounts();
  for (const counter of Object.keys(counts) as VerdictCounter[])
    counts[counter] = Number(item[contestCounterAttribute(counter, afterEnd)] ?? 0);
  return counts;
}

/** The link's attributes as stored: its fields, and each counter of both windows as an attribute. */
export function contestProblemAttributes(link: StoredContestProblem): Record<string, unknown> {
  const { counts, endCounts, ...fields } = link;
  const attributes = (window: VerdictCounts, afterEnd: boolean) =>
    Object.entries(window).map(([counter, value]) => [
      contestCounterAttribute(counter as VerdictCounter, afterEnd),
      value,
    ]);
  return {
    ...fields,
    ...Object.fromEntries(attributes(counts, false)),
    ...Object.fromEntries(attributes(endCounts, true)),
  };
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
    counts: countsOf(item, false),
    endCounts: countsOf(item, true),
  };
}

/** The link as the admin calls answer it (`ContestProblem`), without the counts. */
export function contestProblemLinkOf(stored: StoredContestProblem): ContestProblem {
  const { counts: _counts, endCounts: _endCounts, ...link } = stored;
  return link;
}

/** Display ids in the order a contest lists them: `A` before `B`, `2` before `10`. */
export function byDisplayId(
  a: Pick<ContestProblem, 'displayId'>,
  b: Pick<ContestProblem, 'displayId'>,
): number {
  return a.displayId.localeCompare(b.displayId, 'en', { numeric: true, sensitivity: 'base' });
}
