import { siteWideLabels, type updateGroupProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblemCases } from '../../data/problems/problem-cases';
import { saveProblemPayload } from '../admin-problem';
import { openGroupProblemToChange } from './open-group-problem';
import { storedDisplayId } from './group-display-id';

/**
 * PUT /api/group/problem: the admin problem form saved over the group problem `problem.id`, by a root
 * of its group or the group admin who made it (spec part 3, §6). The display id comes as the form shows
 * it and is stored with the group's short name in front again. Saving withdraws a pending application
 * to the public set: what the site admins would review is no longer what is saved.
 */
export const updateGroupProblem: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const pid = body.problem.id;
  if (pid === undefined)
    throw new AppError(
      'fieldRequired',
      { label: siteWideLabels['problem.id'] ?? 'problem.id' },
      'problem.id',
    );
  const [{ group, problem }, cases] = await Promise.all([
    openGroupProblemToChange(pid, context.user),
    getProblemCases(pid),
  ]);
  const problemId = storedDisplayId(group.stored.shortName, body.problem.problemId);
  await saveProblemPayload({ ...body, problem: { ...body.problem, problemId } }, context, { problem, cases });
  return null;
};
