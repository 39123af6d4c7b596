import type { updateGroupDiscussion as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { editDiscussion, openGroupDiscussion } from '../discussion';

/**
 * PUT /api/group/discussion, body `Discussion` with its `id` (switch on): the discussion's group is
 * entered (members and the super admin), then the board's edit (`editDiscussion`) by its author or a
 * group admin, the pin by a group admin only. A discussion of the site's board is not found here.
 */
export const updateGroupDiscussion: Handler<typeof call, 'user'> = async ({ body }, context) => {
  await editDiscussion(await openGroupDiscussion(body.id, context.user), body, context);
  return null;
};
