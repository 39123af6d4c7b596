import type { addDiscussion as call } from '@oj/shared';
import { createDiscussion } from '../../data/discussions/create-discussion';
import { forgetDiscussionSnapshot } from '../../data/discussions/list-discussion-lines';
import type { Handler } from '../../frame/route';
import { discussionAuthor } from './discussion-author';
import { checkCategory, checkedDiscussion, requirePostingRight } from './discussion-form';
import { requirePublicDiscussion } from './public-discussion-switch';

/**
 * POST /api/discussion (discussion_add, switch on): a new discussion in an existing category; for a
 * problem the title is prefixed `[problemId] `; the pin is kept for admin roles only. The content is
 * stored exactly as written (the web sanitises when it renders).
 */
export const addDiscussion: Handler<typeof call, 'user'> = async ({ body }, context) => {
  await requirePublicDiscussion();
  requirePostingRight(context);
  const fields = await checkedDiscussion(body, context);
  await checkCategory(body.categoryId, fields.pid, context);
  const now = new Date().toISOString();
  const id = await createDiscussion(
    {
      ...(await discussionAuthor(context.user.uid, context.user.username, context.user.roleCode)),
      categoryId: body.categoryId,
      title: fields.title,
      description: fields.description,
      pid: fields.pid,
      topPriority: fields.topPriority ?? false,
      status: 0,
      gid: null,
      gmtCreate: now,
      gmtModified: now,
    },
    body.content,
  );
  forgetDiscussionSnapshot();
  context.log.info('discussion posted', { did: id, by: context.user.username });
  return null;
};
