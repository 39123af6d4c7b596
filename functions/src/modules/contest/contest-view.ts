import type { ContestLine, ContestSummary, ContestView, StoredContest } from '@oj/shared';
import { contestPhase, contestStatusOfPhase } from '../../policy/contest';

/** A catalogue line as the list shows it, with its status by the server's clock `now` (ms). */
export function contestSummaryOf(line: ContestLine, now: number): ContestSummary {
  return {
    id: line.cid,
    author: line.author,
    title: line.title,
    type: line.type,
    auth: line.auth,
    status: contestStatusOfPhase[contestPhase(line, now)],
    startTime: line.startTime,
    endTime: line.endTime,
    duration: line.duration,
    openRank: line.openRank,
    count: line.count,
    gid: line.gid,
  };
}

/** The contract's `ContestVO` of a stored contest at the server's clock `now` (ms): never the password. */
export function contestViewOf(contest: StoredContest, now: number): ContestView {
  return {
    id: contest.cid,
    uid: contest.uid,
    author: contest.author,
    title: contest.title,
    type: contest.type,
    auth: contest.auth,
    status: contestStatusOfPhase[contestPhase(contest, now)],
    startTime: contest.startTime,
    endTime: contest.endTime,
    duration: contest.duration,
    openRank: contest.openRank,
    count: contest.count,
    gid: contest.gid,
    description: contest.description,
    source: contest.source,
    now: new Date(now).toISOString(),
    sealRank: contest.sealRank,
    sealRankTime: contest.sealRankTime,
    openPrint: contest.openPrint,
    rankShowName: contest.rankShowName,
    oiRankScoreType: contest.oiRankScoreType,
    allowEndSubmit: contest.allowEndSubmit,
  };
}
