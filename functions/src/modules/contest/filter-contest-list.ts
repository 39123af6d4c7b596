import type { ContestLine } from '@oj/shared';
import { contestPhase, contestStatusOfPhase, type ContestPhase } from '../../policy/contest';

export interface ContestListFilter {
  status?: number;
  type?: number;
  keyword?: string;
}

/** Running contests first, then scheduled ones, then ended ones. */
const phaseOrder: Record<ContestPhase, number> = { running: 0, before: 1, ended: 2 };

/**
 * Within running and scheduled contests the one starting first comes first (the next to end or to
 * open); ended contests come most recently started first. Ties go by contest id, newest first.
 */
function compareWithin(phase: ContestPhase, a: ContestLine, b: ContestLine): number {
  const byStart = Date.parse(a.startTime) - Date.parse(b.startTime);
  if (byStart !== 0) return phase === 'ended' ? -byStart : byStart;
  return b.cid - a.cid;
}

/**
 * The public contest list: the site's visible contests (not a group's), filtered by status at `now`,
 * rule type and a part of the title (letter case ignored), in list order.
 */
export function filterContestList(
  lines: readonly ContestLine[],
  filter: ContestListFilter,
  now: number,
): ContestLine[] {
  const keyword = filter.keyword?.toLowerCase();
  const shown = lines
    .filter((line) => line.visible && line.gid === null)
    .map((line) => ({ line, phase: contestPhase(line, now) }))
    .filter(({ line, phase }) => {
      if (filter.status !== undefined && contestStatusOfPhase[phase] !== filter.status) return false;
      if (filter.type !== undefined && line.type !== filter.type) return false;
      return !keyword || line.title.toLowerCase().includes(keyword);
    });
  shown.sort((a, b) => phaseOrder[a.phase] - phaseOrder[b.phase] || compareWithin(a.phase, a.line, b.line));
  return shown.map(({ line }) => line);
}
