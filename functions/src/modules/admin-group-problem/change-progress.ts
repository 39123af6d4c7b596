import { applyPublicProgress, type adminChangeGroupProblemProgress as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { nextPid } from '../../data/problems/save-problem';
import { changeApplyPublicProgress } from '../../data/problems/apply-public-progress';
import { copyToPublicSet } from './copy-to-public-set';

/**
 * PUT /api/admin/group-problem/change-progress: a problem admin decides an application. Refused (3),
 * the problem stays the group's. Accepted (2), a copy with its own pid and display id, its test data
 * and the site's tags joins the public set, and the group keeps its own problem. The accept is written
 * first (it names the copy's pid) so two admins cannot both accept; a copy that fails puts the
 * application back, so nothing is left half-done.
 */
export const changeProgress: Handler<typeof call, 'problem_admin'> = async ({ body }, context) => {
  const problem = await getProblem(body.pid);
  if (!problem || problem.gid === null) throw new AppError('groupProblemNotFound', { pid: body.pid });
  const notApplying = new AppError('groupProblemNotApplying', { problemId: problem.problemId });
  if (problem.applyPublicProgress !== applyPublicProgress.applying) throw notApplying;
  const by = context.user.username;

  if (body.progress === applyPublicProgress.refused) {
    const refused = await changeApplyPublicProgress(problem, {
      progress: applyPublicProgress.refused,
      from: [applyPublicProgress.applying],
      modifiedUser: by,
    });
    if (!refused) throw notApplying;
    context.log.info('group problem refused', { pid: problem.pid, gid: problem.gid, by });
    return null;
  }

  const publicPid = await nextPid();
  const accepted = await changeApplyPublicProgress(problem, {
    progress: applyPublicProgress.accepted,
    from: [applyPublicProgress.applying],
    modifiedUser: by,
    publicPid,
  });
  if (!accepted) throw notApplying;
  try {
    const copy = await copyToPublicSet(problem, publicPid, by);
    context.log.info('group problem accepted', {
      pid: problem.pid,
      gid: problem.gid,
      publicPid,
      publicProblemId: copy.problemId,
      by,
    });
  } catch (error) {
    await changeApplyPublicProgress(problem, {
      progress: applyPublicProgress.applying,
      from: [applyPublicProgress.accepted],
      modifiedUser: by,
      publicPid: null,
    });
    throw error;
  }
  return null;
};
