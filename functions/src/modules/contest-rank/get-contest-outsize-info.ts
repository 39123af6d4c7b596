import type { getContestOutsizeInfo as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import { contestProblemLinkOf } from '../../data/contest-problems/contest-problem-item';
import { contestViewOf } from '../contest/contest-view';
import { openBoardContest } from './open-board-contest';

/** GET /api/get-contest-outsize-info: the contest and its problems' links, for an open board; no login. */
export const getContestOutsizeInfo: Handler<typeof call> = async ({ query }) => {
  const now = Date.now();
  const [contest, problems] = await Promise.all([
    openBoardContest(query.cid, now),
    listContestProblems(query.cid),
  ]);
  return { contest: contestViewOf(contest, now), problemList: problems.map(contestProblemLinkOf) };
};
