import type { getFullScreenProblemList as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { enterScope } from '../problem/read-scope';
import { trainingProblemRows } from '../training/training-problem-rows';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import { viewContest } from '../contest-submission/contest-viewing';
import { contestProblemStatuses, neverSubmitted } from '../contest-submission/contest-problem-statuses';

/**
 * GET /api/get-full-screen-problem-list: the problems of a training (`tid`) or a contest (`cid`) for
 * the focus-mode navigator, with the caller's status on each. The training or contest must exist
 * (`404` otherwise) and let the caller in. A contest's problems come in display id order under their
 * display ids and titles there, each with the caller's status from their submissions in the contest
 * (`contestProblemStatuses`, as the contest's problem list shows it). A training's come in its order
 * under their display ids there, once the caller may enter it (its password, its course-pack unlock).
 */
export const getFullScreenProblemList: Route<typeof call>['handle'] = async ({ query }, context) => {
  if (query.cid > 0) {
    const [viewing, problems] = await Promise.all([
      viewContest(query.cid, context.user),
      listContestProblems(query.cid),
    ]);
    const pids = problems.map((link) => link.pid);
    const statuses = await contestProblemStatuses(viewing, pids, { containsEnd: false });
    return problems.map((link) => ({
      pid: link.pid,
      problemId: link.displayId,
      title: link.displayTitle,
      ...(statuses.get(link.pid) ?? neverSubmitted),
    }));
  }
  await enterScope(query, context.user);
  // Entering a training refuses visitors (log in first), so a caller who got here is signed in.
  const user = context.user;
  if (!user) throw new Error('entering a training lets no visitor in');
  return (await trainingProblemRows(query.tid, user)).map((row) => ({
    pid: row.pid,
    problemId: row.displayId,
    title: row.title,
    status: row.myStatus,
    score: row.score,
  }));
};
