import {
  problemAuth,
  rankPoints,
  rankTierOf,
  type getUserHomeInfo as call,
  type UserHomeInfo,
} from '@oj/shared';
import type { Route } from '../../frame/route';
import { isAuthorOrAdmin } from '../../policy/ownership';
import { AppError } from '../../frame/app-error';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { problemLinesOf } from '../problem';
import { getUser } from '../../data/users/find-user';
import { getUserStats } from '../../data/stats/get-user-stats';
import { listUserBests } from '../../data/stats/list-user-bests';
import { profileSubjectUid } from './profile-subject';
import { homeProfileOf } from './profile-view';

function isListed(problem: ProblemSummary | undefined): problem is ProblemSummary {
  return problem !== undefined && problem.auth === problemAuth.public && problem.gid === null;
}

/**
 * GET /api/get-user-home-info: a user's public profile, totals, solved problems (public ones, by
 * difficulty), best OI rank scores and rank tier. The real name is shown only to the user and to
 * administrators; the email to no one.
 */
export const getUserHomeInfo: Route<typeof call>['handle'] = async ({ query }, context) => {
  const uid = await profileSubjectUid(query, context);
  const [user, stats, bests] = await Promise.all([getUser(uid), getUserStats(uid), listUserBests(uid)]);
  if (!user) throw new AppError('userNotFound');
  // Solved pids become display ids through the cached catalogue, which reads the problems newer than it.
  const problems = await problemLinesOf(stats.solved);
  const solved = stats.solved.map((pid) => problems.get(pid)).filter(isListed);
  const solvedGroupByDifficulty: UserHomeInfo['solvedGroupByDifficulty'] = {};
  for (const problem of solved) {
    (solvedGroupByDifficulty[String(problem.difficulty)] ??= []).push({
      pid: problem.pid,
      problemId: problem.problemId,
      title: problem.title,
      difficulty: problem.difficulty,
    });
  }
  const scoreList = bests.flatMap((best) =>
    best.bestOiRankScore === undefined ? [] : [best.bestOiRankScore],
  );
  const mayReadPrivate = isAuthorOrAdmin(context.user, { uid });
  return {
    ...homeProfileOf(user, mayReadPrivate),
    total: stats.submitted,
    solvedList: solved.map((problem) => problem.problemId),
    solvedGroupByDifficulty,
    scoreList,
    rankTier: rankTierOf(rankPoints(scoreList, solved.length)),
  };
};
