import type { getContestOutsizeInfo as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import { contestProblemLinkOf } from '../../data/contest-problems/contest-problem-item';
import { contestViewOf } from '../contest';
import { openBoardContest } from './open-board-contest';

/**
 * GET /api/get-contest-outsize-info: the contest and its problems' links, for an open board of a
 * contest that exists for the viewer (the route's `sight`); no login.
 */
export const getContestOutsizeInfo: ScopedHandler<typeof call, 'anyone', 'contest'> = async (
  _input,
  { scope },
) => {
  const now = Date.now();
  const contest = openBoardContest(scope, now);
  const problems = await listContestProblems(contest.cid);
  return { contest: contestViewOf(contest, now), problemList: problems.map(contestProblemLinkOf) };
};
