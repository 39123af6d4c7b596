import type { ContestLine, StoredContest } from '@oj/shared';

/** The catalogue line of a contest: the fields the public list filters and shows. */
export function contestLineOf(contest: StoredContest): ContestLine {
  return {
    cid: contest.cid,
    title: contest.title,
    type: contest.type,
    auth: contest.auth,
    startTime: contest.startTime,
    endTime: contest.endTime,
    duration: contest.duration,
    visible: contest.visible,
    openRank: contest.openRank,
    gid: contest.gid,
    author: contest.author,
    count: contest.count,
  };
}
