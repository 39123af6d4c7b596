import { homeRules, problemAuth, type getRecentUpdatedProblem as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { cachedFor } from '../../data/cached-for';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';

/** The catalogue is one partition; a warm function reads it at most every ten seconds. */
const catalogue = cachedFor(10_000, loadProblemCatalogue);

/**
 * GET /api/get-recent-updated-problem: the five public problems changed last. Group problems and
 * problems private or kept for a contest are not listed.
 */
export const getRecentUpdatedProblem: Route<typeof call>['handle'] = async () =>
  (await catalogue())
    .filter((problem) => problem.auth === problemAuth.public && problem.gid === null)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.pid - a.pid)
    .slice(0, homeRules.recentUpdatedProblems)
    .map((problem) => ({
      pid: problem.pid,
      problemId: problem.problemId,
      title: problem.title,
      type: problem.type,
      difficulty: problem.difficulty,
      gmtModified: problem.updatedAt,
    }));
