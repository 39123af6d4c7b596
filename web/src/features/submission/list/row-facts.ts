import type { SubmissionRow } from '@oj/shared/api/submission';
import { formatMemory, formatTime } from '../../../lib/format';

/** One row's run facts as the list shows them; a missing fact is "-". */

/** The score shows for OI rows only (those with an OI rank score). */
export function shownScore(row: Pick<SubmissionRow, 'oiRankScore' | 'score'>): string {
  return row.oiRankScore !== null && row.score !== null ? String(row.score) : '-';
}

export function shownTime(row: Pick<SubmissionRow, 'time'>): string {
  return row.time === null ? '-' : formatTime(row.time);
}

export function shownMemory(row: Pick<SubmissionRow, 'memory'>): string {
  return row.memory === null ? '-' : formatMemory(row.memory);
}
