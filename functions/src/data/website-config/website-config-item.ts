import { websiteConfigSchema, type WebsiteConfig } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { toItem } from '../kit/versioned-item';

/** The site's configuration is one item: every page load reads it, so it stays small. */
export function websiteConfigKey(): ItemKey {
  return { pk: 'CONFIG', sk: 'WEBSITE' };
}

export const websiteConfigItemVersion = 1;

export function websiteConfigToItem(config: WebsiteConfig): Record<string, unknown> & ItemKey {
  return toItem(websiteConfigKey(), 'WebsiteConfig', websiteConfigItemVersion, config);
}

/** Fields added to the config after an item was written take their value from `fallback`. */
export function websiteConfigFromItem(item: Record<string, unknown>, fallback: WebsiteConfig): WebsiteConfig {
  const fields = Object.fromEntries(
    Object.keys(websiteConfigSchema.shape).map((name) => [
      name,
      item[name] ?? fallback[name as keyof WebsiteConfig],
    ]),
  );
  return websiteConfigSchema.parse(fields);
}
