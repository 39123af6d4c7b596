import type { deleteDiscussion as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { findDiscussion } from './find-discussion';
import { removeDiscussion } from './remove-discussion';
import { requirePublicDiscussion } from './public-discussion-switch';
import { isAdmin } from '../../policy/viewer';

/**
 * DELETE /api/discussion?did (login, switch on): the author or an admin role deletes a discussion with
 * its likes, views, comments and replies. An admin deleting another's discussion tells its author.
 */
export const deleteDiscussion: Handler<typeof call, 'user'> = async ({ query }, context) => {
  await requirePublicDiscussion();
  const line = await findDiscussion(query.did);
  if (line.uid !== context.user.uid && !isAdmin(context.user))
    throw new AppError('discussionDeleteNotAllowed');
  await removeDiscussion(line, context);
  return null;
};
