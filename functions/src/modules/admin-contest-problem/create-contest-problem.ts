import { problemAuth, type adminCreateContestProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getContestProblemByDisplayId } from '../../data/contest-problems/read-contest-problems';
import { saveProblemPayload } from '../admin-problem/save-problem-payload';
import { contestToChange } from './contest-to-change';
import { assertProblemFitsContest } from './problem-fits-contest';
import { linkProblem } from './link-problem';

/**
 * POST /api/admin/contest/problem: a contest-only problem (auth 3) from the full problem form, saved
 * by the admin problem form's own checks and save. With `cid` it joins that contest at once under
 * `displayId` (its problem id when absent): the contest's rules are checked before anything is
 * written, the link last.
 */
export const createContestProblem: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const { cid, displayId: givenDisplayId, color, ...payload } = body;
  const form = { ...payload.problem, auth: problemAuth.contest };
  const displayId = givenDisplayId ?? form.problemId;
  if (cid !== undefined) {
    const contest = await contestToChange(cid, context.user);
    assertProblemFitsContest({ ...form, gid: null }, contest);
    if (await getContestProblemByDisplayId(cid, displayId))
      throw new AppError('contestDisplayIdTaken', { cid, displayId });
  }
  const saved = await saveProblemPayload({ ...payload, problem: form }, context);
  if (cid !== undefined)
    await linkProblem({ cid, pid: saved.pid, displayId, displayTitle: form.title, color }, saved.problemId);
  return saved;
};
