import { cachedWebsiteConfig } from './cached-website-config';

/**
 * How long the judge flood guard makes a user wait between two jobs, from the switch page's setting,
 * through the cached config: a burst of submissions costs one config read per function.
 */
export async function submitIntervalMs(): Promise<number> {
  return (await cachedWebsiteConfig()).defaultSubmitInterval * 1000;
}
