import { cachedWebsiteConfig } from '../../data/website-config/cached-website-config';
import { AppError } from '../../frame/app-error';

/**
 * Refuses every board call but the category list while the website switch `openPublicDiscussion` is
 * off (spec part 3, §6 and §8: "The public discussion area is not open").
 */
export async function requirePublicDiscussion(): Promise<void> {
  if (!(await cachedWebsiteConfig()).openPublicDiscussion) throw new AppError('publicDiscussionClosed');
}
