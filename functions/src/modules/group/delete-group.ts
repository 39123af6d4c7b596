import type { deleteGroup as call } from '@oj/shared';
import { disbandGroup } from '../../data/groups/disband-group';
import { AppError } from '../../frame/app-error';
import type { ScopedHandler } from '../../scope/route';
import { isSuperAdmin } from '../../policy/viewer';
import { startJob } from '../admin-job';

/**
 * DELETE /api/group (admin roles: `group_del`; the owner or the super admin): disbands the group. One
 * transaction ends it at once (the group, its line, its names); the `group-disband` job then sweeps
 * what it held (members, announcements, problems, trainings, contests, discussions) on a judge worker,
 * so a class of any size goes whole and a host fault midway only delays the sweep. The members'
 * submissions stay in their own histories; a problem accepted into the public set is the public
 * set's own copy and stays.
 */
export const deleteGroup: ScopedHandler<typeof call, 'admin', 'group'> = async (_input, context) => {
  const group = context.scope.group.stored;
  if (group.ownerUid !== context.user.uid && !isSuperAdmin(context.user))
    throw new AppError('groupOwnerOnly');
  if (!(await disbandGroup(group))) throw new AppError('groupChangedMeanwhile', { gid: group.gid });
  await startJob('group-disband', { gid: group.gid }, context.user);
  return null;
};
