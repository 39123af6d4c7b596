import type { addDiscussion as call } from '@oj/shared';
import { createDiscussion } from '../../data/discussions/create-discussion';
import { forgetDiscussionSnapshot } from '../../data/discussions/list-discussion-lines';
import { takeDailyQuota } from '../../data/kit/daily-quota';
import { cachedWebsiteConfig } from '../../data/website-config/cached-website-config';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { isAdmin } from '../../policy/viewer';
import { discussionAuthor } from './discussion-author';
import { checkCategory, checkedDiscussion, requirePostingRight } from './discussion-form';
import { requirePublicDiscussion } from './public-discussion-switch';
import { requireSolvedProblems } from './solved-problems-requirement';

/** The daily quota's kind for posted discussions. */
const discussionQuotaKind = 'DISCUSSION';

/**
 * POST /api/discussion (discussion_add, switch on): a new discussion in an existing category; for a
 * problem the title is prefixed `[problemId] `; the pin is kept for admin roles only. The content is
 * stored exactly as written (the web sanitises when it renders). Everyone but admin roles needs the
 * site's number of solved problems and posts at most the site's number of discussions a day.
 */
export const addDiscussion: Handler<typeof call, 'user'> = async ({ body }, context) => {
  await requirePublicDiscussion();
  requirePostingRight(context);
  const config = await cachedWebsiteConfig();
  await requireSolvedProblems(
    context.user,
    config.defaultCreateDiscussionACInitValue,
    'discussionNeedsSolvedProblems',
  );
  const fields = await checkedDiscussion(body, context);
  await checkCategory(body.categoryId, fields.pid, context);
  const posted = new Date();
  const now = posted.toISOString();
  const limit = config.defaultCreateDiscussionDailyLimit;
  const quota = isAdmin(context.user)
    ? null
    : takeDailyQuota(context.user.uid, discussionQuotaKind, limit, posted);
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
    quota,
  );
  if (id === 'dailyLimitReached') throw new AppError('discussionDailyLimitReached', { limit });
  forgetDiscussionSnapshot();
  context.log.info('discussion posted', { did: id, by: context.user.username });
  return null;
};
