import { defaultEmailConfig, storedEmailConfigSchema, type StoredEmailConfig } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { toItem } from '../kit/versioned-item';

/** The mail settings: one small item beside the website config, read when mail is sent. */
export function emailConfigKey(): ItemKey {
  return { pk: 'CONFIG', sk: 'EMAIL' };
}

export const emailConfigItemVersion = 1;

export function emailConfigToItem(config: StoredEmailConfig): Record<string, unknown> & ItemKey {
  return toItem(emailConfigKey(), 'EmailConfig', emailConfigItemVersion, config);
}

/** A stored item that no longer fits the schema falls back to the defaults (the deployment's sender). */
export function emailConfigFromItem(item: Record<string, unknown> | undefined): StoredEmailConfig {
  const parsed = storedEmailConfigSchema.safeParse({
    emailUsername: item?.emailUsername,
    emailSenderName: item?.emailSenderName,
  });
  return parsed.success ? parsed.data : defaultEmailConfig;
}
