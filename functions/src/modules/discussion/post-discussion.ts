import type { addDiscussion, CallBody } from '@oj/shared';
import { createDiscussion } from '../../data/discussions/create-discussion';
import { forgetDiscussionSnapshot } from '../../data/discussions/list-discussion-lines';
import { takeDailyQuota } from '../../data/kit/daily-quota';
import { cachedWebsiteConfig } from '../../data/website-config/cached-website-config';
import { AppError } from '../../frame/app-error';
import type { SignedInContext } from '../../frame/route';
import type { GroupRole } from '../../policy/group';
import { moderatesDiscussion } from '../../policy/discussion';
import { isAdmin } from '../../policy/viewer';
import { discussionAuthor, roleOfLine } from './discussion-author';
import { checkCategory, checkedDiscussion, requirePostingRight } from './discussion-form';
import { requireSolvedProblems } from './solved-problems-requirement';

/** The daily quota's kind for posted discussions (the site's board and the groups' share it). */
const discussionQuotaKind = 'DISCUSSION';

/** The board a post goes to: the site's (`gid` null) or a group's, with the poster's role there. */
export interface DiscussionBoard {
  gid: number | null;
  groupRole?: GroupRole;
}

/**
 * The role a line shows beside its author: on a group's board the poster's standing in the group
 * (its roots and owner `root`, its admins `admin`, as the original server marks them), otherwise
 * their site role's name.
 */
function roleOnBoard(context: SignedInContext, groupRole: GroupRole | undefined): string {
  if (groupRole === 'owner' || groupRole === 'root') return 'root';
  if (groupRole === 'admin' && roleOfLine(context.user.roleCode) !== 'root') return 'admin';
  return roleOfLine(context.user.roleCode);
}

/**
 * A new discussion on `board`, in an existing category; for a problem the title is prefixed
 * `[problemId] `; the pin is kept for the board's moderators only. The content is stored exactly as
 * written (the web sanitises when it renders). Everyone but admin roles needs the site's number of
 * solved problems and posts at most the site's number of discussions a day, on all boards together.
 * Answers the new id.
 */
export async function postDiscussion(
  body: CallBody<typeof addDiscussion>,
  board: DiscussionBoard,
  context: SignedInContext,
): Promise<number> {
  requirePostingRight(context);
  const config = await cachedWebsiteConfig();
  await requireSolvedProblems(
    context.user,
    config.defaultCreateDiscussionACInitValue,
    'discussionNeedsSolvedProblems',
  );
  const moderator = moderatesDiscussion(context.user, {
    groupRole: board.gid === null ? undefined : (board.groupRole ?? 'outsider'),
  });
  const fields = await checkedDiscussion(body, { gid: board.gid, moderator });
  await checkCategory(body.categoryId, fields.pid, moderator);
  const posted = new Date();
  const now = posted.toISOString();
  const limit = config.defaultCreateDiscussionDailyLimit;
  const quota = isAdmin(context.user)
    ? null
    : takeDailyQuota(context.user.uid, discussionQuotaKind, limit, posted);
  const author = await discussionAuthor(context.user.uid, context.user.username, context.user.roleCode);
  const id = await createDiscussion(
    {
      ...author,
      role: roleOnBoard(context, board.groupRole),
      categoryId: body.categoryId,
      title: fields.title,
      description: fields.description,
      pid: fields.pid,
      topPriority: fields.topPriority ?? false,
      status: 0,
      gid: board.gid,
      gmtCreate: now,
      gmtModified: now,
    },
    body.content,
    quota,
  );
  if (id === 'dailyLimitReached') throw new AppError('discussionDailyLimitReached', { limit });
  forgetDiscussionSnapshot();
  context.log.info('discussion posted', { did: id, gid: board.gid, by: context.user.username });
  return id;
}
