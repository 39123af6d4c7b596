import { cachedFor } from '../../data/cached-for';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';

/* The stored website config, read at most once per 5 s per warm function (as the board does). */
export const websiteConfig = cachedFor(5_000, getWebsiteConfig);
