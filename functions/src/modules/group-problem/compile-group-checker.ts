import type { groupCompileSpj as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { enforce } from '../../frame/enforce';
import { groupManagement, groupRoleOf } from '../../policy/group';
import { compileChecker } from '../admin-problem';

/**
 * POST /api/group/compile-spj?gid and compile-interactive?gid: the admin compile call (a
 * `checker-compile` job on a judge worker, waited on; a success remembered by the program's hash, which
 * the problem save then accepts), for the group's admins.
 */
export const compileGroupChecker: ScopedHandler<typeof call, 'user', 'group'> = async ({ body }, context) => {
  const { group } = context.scope;
  enforce(groupManagement(context.user, groupRoleOf(context.user, group), group.gid));
  return compileChecker({ query: {}, body }, context);
};
