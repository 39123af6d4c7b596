import type { getContestScrollBoardInfo as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import { scrollBoardContest } from './scroll-board-contest';
import { scrollBoardInfoOf } from './scroll-board-info';

/** GET /api/get-contest-scroll-board-info: the contest as the resolver introduces it. */
export const getContestScrollBoardInfo: Handler<typeof call> = async ({ query }, context) => {
  const [contest, problems] = await Promise.all([
    scrollBoardContest(query.cid, context.user),
    listContestProblems(query.cid),
  ]);
  return scrollBoardInfoOf(contest, problems);
};
