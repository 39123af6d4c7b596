import type { ContestScrollBoardInfo, StoredContest } from '@oj/shared';
import type { StoredContestProblem } from '../../data/contest-problems/contest-problem-item';
import { scrollBoardDateOf } from './scroll-board-date';

/** The contract's `ContestScrollBoardInfoVO` of a contest and its problems. */
export function scrollBoardInfoOf(
  contest: Pick<
    StoredContest,
    'cid' | 'rankShowName' | 'startTime' | 'sealRank' | 'sealRankTime' | 'starAccount'
  >,
  problems: readonly Pick<StoredContestProblem, 'displayId' | 'color'>[],
): ContestScrollBoardInfo {
  return {
    id: contest.cid,
    rankShowName: contest.rankShowName,
    problemCount: problems.length,
    balloonColor: Object.fromEntries(problems.map((problem) => [problem.displayId, problem.color])),
    startTime: scrollBoardDateOf(contest.startTime),
    // A contest never sealed has nothing for the resolver to unfreeze.
    sealRankTime:
      contest.sealRank && contest.sealRankTime !== null ? scrollBoardDateOf(contest.sealRankTime) : null,
    starUserList: contest.starAccount.map((name) => name.trim()).filter((name) => name !== ''),
  };
}
