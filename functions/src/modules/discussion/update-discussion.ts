import type { updateDiscussion as call } from '@oj/shared';
import { forgetDiscussionSnapshot } from '../../data/discussions/list-discussion-lines';
import { updateDiscussionText } from '../../data/discussions/update-discussion';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { checkCategory, checkedDiscussion, requirePostingRight } from './discussion-form';
import { findDiscussion } from './find-discussion';
import { requirePublicDiscussion } from './public-discussion-switch';

/**
 * PUT /api/discussion (discussion_add, switch on): the author edits the title, description, problem
 * and content. The category stays as posted, and counts sent (`viewNum`, `likeNum`…) are ignored.
 */
export const updateDiscussion: Handler<typeof call, 'user'> = async ({ body }, context) => {
  await requirePublicDiscussion();
  requirePostingRight(context);
  const line = await findDiscussion(body.id);
  if (line.uid !== context.user.uid) throw new AppError('discussionNotAuthor');
  const fields = await checkedDiscussion(body, context);
  /* The category stays; a student's solution keeps its problem. */
  await checkCategory(line.categoryId, fields.pid, context);
  await updateDiscussionText(body.id, fields, body.content, new Date());
  forgetDiscussionSnapshot();
  return null;
};
