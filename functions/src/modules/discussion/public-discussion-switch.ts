import { cachedFor } from '../../data/cached-for';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { AppError } from '../../frame/app-error';

/* The stored website config, read at most once per 5 s per warm function (the site module does the same). */
const websiteConfig = cachedFor(5_000, getWebsiteConfig);

/**
 * Refuses every board call but the category list while the website switch `openPublicDiscussion` is
 * off (spec part 3, §6 and §8: "The public discussion area is not open").
 */
export async function requirePublicDiscussion(): Promise<void> {
  if (!(await websiteConfig()).openPublicDiscussion) throw new AppError('publicDiscussionClosed');
}
