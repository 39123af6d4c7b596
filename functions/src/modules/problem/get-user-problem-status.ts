import type { getUserProblemStatus as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { problemStatusFor, readUserProblemProgress } from '../../data/users/read-user-problem-status';
import { readUserProblemBests } from '../../data/users/read-user-problem-best';
import { contestViewingOf } from '../../scope/contest-viewing';
import { contestProblemStatuses, neverSubmitted } from '../../scope/contest-problem-statuses';

/**
 * POST /api/get-user-problem-status: the caller's status and best score on each named problem. The
 * stats item says which problems were ever judged; only those have a best-result item to read.
 * A `gid` or `tid` names a group or training the route's scope found (`404` otherwise) and let the
 * caller into (`enter`: a training's password and course-pack unlock); the statuses are the caller's
 * results on each problem wherever they were judged. With a `cid` (the contest's problem list,
 * `isContestProblemList`), they are the caller's results in that contest, entered by its rules,
 * from one Query of their submissions there (`contestProblemStatuses`): keyed by pid like the
 * public answer, a problem outside the contest never submitted (-10), an OI score null and a hidden
 * verdict -5 while the contest does not show results in real time.
 */
export const getUserProblemStatus: ScopedHandler<typeof call, 'user', 'any'> = async ({ body }, context) => {
  const { user, scope } = context;
  if (scope.kind === 'contest') {
    const viewing = contestViewingOf(scope, user);
    const statuses = await contestProblemStatuses(viewing, body.pidList, { containsEnd: body.containsEnd });
    return Object.fromEntries(body.pidList.map((pid) => [String(pid), statuses.get(pid) ?? neverSubmitted]));
  }
  const progress = await readUserProblemProgress(user.uid);
  const judgedPids = new Set([...progress.solved, ...progress.tried]);
  const judged = body.pidList.filter((pid) => judgedPids.has(pid));
  const bests = await readUserProblemBests(user.uid, judged, judgedPids);
  return Object.fromEntries(
    body.pidList.map((pid) => [
      String(pid),
      { status: problemStatusFor(progress, pid), score: bests.get(pid)?.bestScore ?? null },
    ]),
  );
};
