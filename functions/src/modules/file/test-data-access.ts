import { accessHolders } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import type { RequestUser } from '../../frame/request-context';
import { getProblem } from '../../data/problems/get-problem';
import { groupItemChange, groupManagement, groupRoleOf } from '../../policy/group';
import { isAdmin } from '../../policy/viewer';
import type { OpenedScope } from '../../scope/open-scope';
import { enterItemGroup } from '../../scope/item-group';

/**
 * The refusal of anyone else, as a route for admins refuses (HTTP 403 "Only … may do this"): the route
 * lets every account in, since a group's admins use it too, so the call itself refuses.
 */
export const testDataRefusal = () => new AppError('roleRequired', { holders: accessHolders.admin });

/**
 * Who may download a problem's test data: the site's admins any problem's; for a group's problem, a
 * root of the group or the group admin who made it (spec part 3, §6: problem edit, delete and
 * download), as the group problem calls decide. Anyone else is refused.
 */
export async function assertTestDataReader(pid: number, user: RequestUser): Promise<void> {
  if (isAdmin(user)) return;
  const problem = await getProblem(pid);
  if (!problem || problem.gid === null) throw testDataRefusal();
  const { group, role } = await enterItemGroup(problem.gid, user, testDataRefusal());
  const authorUid = problem.authorUid ?? (problem.author === user.username ? user.uid : '');
  enforce(groupItemChange(user, role, { gid: group.gid, authorUid }));
}

/**
 * Who may upload test data: the site's admins, and for a group's problem (`gid`) the group's admins,
 * who make its problems (the route enters the group: members and the super admin).
 */
export function assertTestDataUploader(user: RequestUser, scope: OpenedScope): void {
  if (scope.kind === 'group') {
    enforce(groupManagement(user, groupRoleOf(user, scope.group), scope.group.gid));
    return;
  }
  if (!isAdmin(user)) throw testDataRefusal();
}
