import type { deleteGroupDiscussion as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { openGroupDiscussion, removeOpenedDiscussion } from '../discussion';

/**
 * DELETE /api/group/discussion?did (switch on): the discussion's group is entered, then its author or
 * a group admin deletes it with its likes, views, comments and replies (`removeOpenedDiscussion`);
 * an author whose discussion a group admin deleted is told.
 */
export const deleteGroupDiscussion: Handler<typeof call, 'user'> = async ({ query }, context) => {
  await removeOpenedDiscussion(await openGroupDiscussion(query.did, context.user), context);
  return null;
};
