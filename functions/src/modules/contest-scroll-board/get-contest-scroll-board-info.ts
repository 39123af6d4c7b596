import type { getContestScrollBoardInfo as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import { scrollBoardContest } from './scroll-board-contest';
import { scrollBoardInfoOf } from './scroll-board-info';

/** GET /api/get-contest-scroll-board-info: the contest as the resolver introduces it. */
export const getContestScrollBoardInfo: ScopedHandler<typeof call, 'anyone', 'contest'> = async (
  _input,
  { scope, user },
) => {
  const contest = scrollBoardContest(scope, user);
  return scrollBoardInfoOf(contest, await listContestProblems(contest.cid));
};
