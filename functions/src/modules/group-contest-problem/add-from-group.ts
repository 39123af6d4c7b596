import { problemAuth, type addGroupContestProblemFromGroup as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { readGroup } from '../../data/groups/read-group';
import { findPidByProblemId, getProblem } from '../../data/problems/get-problem';
import { problemAuthUpdates } from '../../data/problems/change-problem-auth';
import type { Problem } from '../../data/problems/problem-item';
import { assertProblemFitsContest, linkProblem } from '../admin-contest-problem';
import { changeableGroupContest } from '../group-contest';

/** The group's problem with display id `problemId`, as stored or with the group's short name in front. */
async function groupProblemNamed(problemId: string, gid: number): Promise<Problem | undefined> {
  const ofTheGroup = async (id: string) => {
    const pid = await findPidByProblemId(id);
    const problem = pid === undefined ? undefined : await getProblem(pid);
    return problem?.gid === gid ? problem : undefined;
  };
  const asGiven = await ofTheGroup(problemId);
  if (asGiven) return asGiven;
  const shortName = (await readGroup(gid, undefined))?.stored.shortName;
  return shortName ? ofTheGroup(`${shortName}${problemId}`) : undefined;
}

/**
 * POST /api/group/add-contest-problem-from-group?problemId=&cid=&displayId=: one of the group's own
 * problems joins the group contest under `displayId`, with its title, for those who may change the
 * contest. As on the original server, the problem becomes contest-only (auth 3) once linked, so the
 * group's members meet it inside the contest, not in the group's problem list beforehand (a group
 * admin sets its auth back afterwards).
 */
export const addFromGroup: ScopedHandler<typeof call, 'user', 'contest'> = async ({ query }, context) => {
  const contest = changeableGroupContest(context.scope, context.user);
  const problem = await groupProblemNamed(query.problemId, contest.gid);
  if (!problem) throw new AppError('groupContestProblemNotInGroup', { problemId: query.problemId });
  assertProblemFitsContest({ ...problem, auth: problemAuth.contest }, contest);
  // The problem becomes contest-only in the link's own transaction: both or neither.
  const toContestOnly =
    problem.auth === problemAuth.contest
      ? []
      : problemAuthUpdates(problem.pid, problemAuth.contest, context.user.username);
  await linkProblem(
    {
      cid: contest.cid,
      pid: problem.pid,
      displayId: query.displayId,
      displayTitle: problem.title,
      color: null,
    },
    problem.problemId,
    undefined,
    toContestOnly,
  );
  context.log.info('group problem added to contest', {
    cid: contest.cid,
    pid: problem.pid,
    by: context.user.username,
  });
  return null;
};
