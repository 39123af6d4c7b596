import type { WebsiteConfig } from '@oj/shared';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';

/**
 * Every page load asks for the config; a warm function answers from memory for a few seconds, so a
 * burst at contest start costs one read per function instance, not one per visitor. An admin's change
 * shows within the same few seconds.
 */
const freshForMs = 5_000;
let cached: { value: Promise<WebsiteConfig>; at: number } | undefined;

export function cachedWebsiteConfig(now: number = Date.now()): Promise<WebsiteConfig> {
  if (!cached || now - cached.at > freshForMs) {
    const value = getWebsiteConfig();
    cached = { value, at: now };
    value.catch(() => {
      cached = undefined;
    });
  }
  return cached.value;
}
