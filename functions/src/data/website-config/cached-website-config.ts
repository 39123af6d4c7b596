import { cachedFor } from '../kit/paging/cached-snapshot';
import { getWebsiteConfig } from './get-website-config';

/** How stale a warm function's copy of the website config may be: an admin's change applies within it. */
export const websiteConfigCacheMs = 5_000;

/**
 * The stored website config, read at most once per `websiteConfigCacheMs` per warm function, whichever
 * module asks (every page load, every problem page, every submission, the discussion and comment
 * switches): a burst costs one config read per function, not one per request.
 */
export const cachedWebsiteConfig = cachedFor(websiteConfigCacheMs, getWebsiteConfig);
