import type { addGroupDiscussion as call } from '@oj/shared';
import { groupRoleOf } from '../../policy/group';
import type { ScopedHandler } from '../../scope/route';
import { postDiscussion, requireGroupDiscussion } from '../discussion';

/**
 * POST /api/group/discussion, body `Discussion` with `gid` (the group's members and the super admin,
 * switch on): the board's post (`postDiscussion`: category, a problem of the public set or of this
 * group, the solved problems and the daily quota of the site's board) on the group's board; the pin is
 * kept for the group's admins only, and the line shows the poster's standing in the group.
 */
export const addGroupDiscussion: ScopedHandler<typeof call, 'user', 'group'> = async ({ body }, context) => {
  await requireGroupDiscussion();
  const { group } = context.scope;
  await postDiscussion(body, { gid: group.gid, groupRole: groupRoleOf(context.user, group) }, context);
  return null;
};
