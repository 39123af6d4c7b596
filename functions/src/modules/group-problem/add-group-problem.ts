import type { addGroupProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { groupManagement } from '../../policy/group';
import { enterItemGroup } from '../../scope/item-group';
import { saveProblemPayload } from '../admin-problem';
import { storedDisplayId } from './group-display-id';

/**
 * POST /api/group/problem: a new problem of the group `problem.gid`, by one of the group's admins,
 * saved by the admin problem form's own save (its rules, test data, checker and tags) with the group
 * as its owner; the display id is stored with the group's short name in front.
 */
export const addGroupProblem: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const gid = body.problem.gid;
  const { group, role } = await enterItemGroup(gid, context.user, new AppError('groupNotFound', { gid }));
  enforce(groupManagement(context.user, role, gid));
  const problemId = storedDisplayId(group.stored.shortName, body.problem.problemId);
  await saveProblemPayload({ ...body, problem: { ...body.problem, problemId } }, context, undefined, { gid });
  return null;
};
