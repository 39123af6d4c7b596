import { problemAuth, type adminCreateContestProblem as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getContestProblemByDisplayId } from '../../data/contest-problems/read-contest-problems';
import { saveProblemPayload } from '../admin-problem';
import { assertProblemFitsContest } from './problem-fits-contest';
import { linkProblem } from './link-problem';

/**
 * POST /api/admin/contest/problem: a contest-only problem (auth 3) from the full problem form, saved
 * by the admin problem form's own checks and save. With `cid` it joins that contest at once under
 * `displayId` (its problem id when absent): the route opened that contest (the scope) for its
 * admins (`administer`), its rules are checked before anything is written, the link last.
 */
export const createContestProblem: ScopedHandler<typeof call, 'admin', 'any'> = async ({ body }, context) => {
  const { cid: _cid, displayId: givenDisplayId, color, ...payload } = body;
  const form = { ...payload.problem, auth: problemAuth.contest };
  const displayId = givenDisplayId ?? form.problemId;
  const contest = context.scope.kind === 'contest' ? context.scope.stored : undefined;
  if (contest) {
    assertProblemFitsContest({ ...form, gid: null }, contest);
    if (await getContestProblemByDisplayId(contest.cid, displayId))
      throw new AppError('contestDisplayIdTaken', { cid: contest.cid, displayId });
  }
  const saved = await saveProblemPayload({ ...payload, problem: form }, context);
  if (contest)
    await linkProblem(
      { cid: contest.cid, pid: saved.pid, displayId, displayTitle: form.title, color },
      saved.problemId,
    );
  return saved;
};
