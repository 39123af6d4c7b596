import type { getGroupProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { problemFormAnswer } from '../admin-problem';
import { openGroupProblemToChange } from './open-group-problem';
import { shownDisplayId } from './group-display-id';

/**
 * GET /api/group/problem: the admin problem form of a group problem, for those who may change it (a
 * root of the group, or the group admin who made it), with the display id shown without the group's
 * short name (spec part 3, §3).
 */
export const getGroupProblem: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const { group } = await openGroupProblemToChange(query.pid, context.user);
  const form = await problemFormAnswer(query.pid);
  return {
    ...form,
    problem: {
      ...form.problem,
      problemId: shownDisplayId(group.stored.shortName, String(form.problem.problemId)),
    },
  };
};
