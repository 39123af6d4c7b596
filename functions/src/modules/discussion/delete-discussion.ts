import type { deleteDiscussion as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { openDiscussion } from './open-discussion';
import { removeOpenedDiscussion } from './remove-discussion';

/**
 * DELETE /api/discussion?did (login, the board's switch on): the author or an admin role deletes a
 * discussion with its likes, views, comments and replies (a group's discussion: its author or a group
 * admin). Someone deleting another's discussion tells its author.
 */
export const deleteDiscussion: Handler<typeof call, 'user'> = async ({ query }, context) => {
  await removeOpenedDiscussion(await openDiscussion(query.did, context.user), context);
  return null;
};
