import type { updateDiscussion as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { editDiscussion } from './edit-discussion';
import { requirePostingRight } from './discussion-form';
import { openDiscussion } from './open-discussion';

/**
 * PUT /api/discussion (discussion_add, the board's switch on): the author edits the title,
 * description, problem and content (`editDiscussion`). A group's discussion is edited under its
 * group's rules, as through the group's own call.
 */
export const updateDiscussion: Handler<typeof call, 'user'> = async ({ body }, context) => {
  // A role without the right is told so before anything is looked up, whatever it names.
  requirePostingRight(context);
  await editDiscussion(await openDiscussion(body.id, context.user), body, context);
  return null;
};
