import { instantOf, starSetOf, type ContestScrollBoardSubmission, type StoredContest } from '@oj/shared';
import type { BoardRow } from '../../data/contest-boards/board-row-item';
import { scrollBoardDateOf } from './scroll-board-date';

/**
 * The submissions the resolver replays, from the board's rows: those the board counts (made from the
 * start to before the end; after-contest ones stay off it), oldest first (submit time, then id), each
 * with its contestant's identity; without the star accounts' when `removeStar`.
 */
export function scrollBoardSubmissionsOf(
  contest: Pick<StoredContest, 'startTime' | 'endTime' | 'starAccount'>,
  rows: readonly BoardRow[],
  removeStar: boolean,
): ContestScrollBoardSubmission[] {
  const start = instantOf(contest.startTime, 'startTime');
  const end = instantOf(contest.endTime, 'endTime');
  const stars = starSetOf(contest.starAccount);
  const counted = rows
    .filter((row) => !(removeStar && stars.has(row.identity.username)))
    .flatMap((row) =>
      row.entries.map((entry) => ({
        row,
        entry,
        at: instantOf(entry.time, `submission ${entry.submitId} time`),
      })),
    )
    .filter(({ at }) => at >= start && at < end)
    .sort((a, b) => a.at - b.at || a.entry.submitId - b.entry.submitId);
  return counted.map(({ row, entry }) => ({
    uid: row.identity.uid,
    username: row.identity.username,
    nickname: row.identity.nickname,
    realname: row.identity.realname,
    school: row.identity.school,
    avatar: row.identity.avatar,
    gender: row.identity.gender,
    submitId: entry.submitId,
    status: entry.status,
    submitTime: scrollBoardDateOf(entry.time),
    displayId: entry.displayId,
  }));
}
