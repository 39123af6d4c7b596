import type { deleteGroupProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { deleteProblemEverywhere } from '../admin-problem';
import { openGroupProblemToChange } from './open-group-problem';

/**
 * DELETE /api/group/problem: a group problem deleted as the admin call deletes a problem (out of every
 * contest, then the problem and what is kept beside it; submissions stay), by a root of its group or
 * the group admin who made it. A public copy accepted from it stays.
 */
export const deleteGroupProblem: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const { problem } = await openGroupProblemToChange(query.pid, context.user);
  await deleteProblemEverywhere(problem, context);
  return null;
};
