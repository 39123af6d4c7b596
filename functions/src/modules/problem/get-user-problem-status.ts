import type { getUserProblemStatus as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { problemStatusFor, readUserProblemProgress } from '../../data/users/read-user-problem-status';
import { readUserProblemBests } from '../../data/users/read-user-problem-best';

/**
 * POST /api/get-user-problem-status: the caller's status and best score on each named problem. The
 * stats item says which problems were ever judged; only those have a best-result item to read.
 * Contests do not exist yet: their fields are accepted and the answer comes from the public results.
 */
export const getUserProblemStatus: Route<typeof call>['handle'] = async ({ body }, context) => {
  const user = context.user;
  if (!user) throw new Error('the route table requires a login for this call');
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
