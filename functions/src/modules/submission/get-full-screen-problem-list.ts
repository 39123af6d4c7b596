import type { getFullScreenProblemList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { trainingProblemRows } from '../training';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import { contestViewingOf } from '../../scope/contest-viewing';
import { contestProblemStatuses, neverSubmitted } from '../../scope/contest-problem-statuses';

/**
 * GET /api/get-full-screen-problem-list: the problems of a training (`tid`) or a contest (`cid`) for
 * the focus-mode navigator, with the caller's status on each. The route's scope found the training
 * or contest (`404` otherwise) and let the caller in (`enter`). A contest's problems come in display
 * id order under their display ids and titles there, each with the caller's status from their
 * submissions in the contest (`contestProblemStatuses`, as the contest's problem list shows it). A
 * training's come in its order under their display ids there (its password and course-pack unlock
 * were the scope's).
 */
export const getFullScreenProblemList: ScopedHandler<typeof call, 'anyone', 'any'> = async (
  _input,
  context,
) => {
  const { scope } = context;
  if (scope.kind === 'contest') {
    const viewing = contestViewingOf(scope, context.user);
    const problems = await listContestProblems(scope.contest.cid);
    const pids = problems.map((link) => link.pid);
    const statuses = await contestProblemStatuses(viewing, pids, { containsEnd: false });
    return problems.map((link) => ({
      pid: link.pid,
      problemId: link.displayId,
      title: link.displayTitle,
      ...(statuses.get(link.pid) ?? neverSubmitted),
    }));
  }
  if (scope.kind !== 'training') throw new Error('the call names a training or a contest');
  // Entering a training refuses visitors (log in first), so a caller who got here is signed in.
  const user = context.user;
  if (!user) throw new Error('entering a training lets no visitor in');
  return (await trainingProblemRows(scope.training.tid, user)).map((row) => ({
    pid: row.pid,
    problemId: row.displayId,
    title: row.title,
    status: row.myStatus,
    score: row.score,
  }));
};
