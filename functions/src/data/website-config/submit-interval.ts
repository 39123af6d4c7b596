import { cachedFor } from '../kit/paging/cached-snapshot';
import { getWebsiteConfig } from './get-website-config';

/**
 * How long the judge flood guard makes a user wait between two jobs, from the switch page's setting.
 * Read at most every 5 seconds per warm function: a change applies to every function within 5 seconds,
 * and a burst of submissions costs one config read per function, not one per submission.
 */
export const submitIntervalCacheMs = 5_000;

const cachedConfig = cachedFor(submitIntervalCacheMs, getWebsiteConfig);

export async function submitIntervalMs(): Promise<number> {
  return (await cachedConfig()).defaultSubmitInterval * 1000;
}
