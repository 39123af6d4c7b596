import { cachedWebsiteConfig } from '../../data/website-config/cached-website-config';
import { AppError } from '../../frame/app-error';

/**
 * Refuses every board call but the category list while the website switch `openPublicDiscussion` is
 * off (spec part 3, §6 and §8: "The public discussion area is not open").
 */
export async function requirePublicDiscussion(): Promise<void> {
  if (!(await cachedWebsiteConfig()).openPublicDiscussion) throw new AppError('publicDiscussionClosed');
}

/**
 * Refuses every call on a group's discussion (its list, post, edit, delete, and the site's detail,
 * like, report and comment calls on it) while the switch `openGroupDiscussion` is off (spec part 3,
 * §6 and §8: "There is no open group discussion area").
 */
export async function requireGroupDiscussion(): Promise<void> {
  if (!(await cachedWebsiteConfig()).openGroupDiscussion) throw new AppError('groupDiscussionClosed');
}

/** The switch of the board a discussion is on: the site's (`gid` null) or a group's. */
export function requireBoardOpen(gid: number | null): Promise<void> {
  return gid === null ? requirePublicDiscussion() : requireGroupDiscussion();
}
