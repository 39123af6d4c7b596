import type { StoredEmailConfig } from '@oj/shared';
import { cachedFor } from '../data/cached-for';
import { getEmailConfig } from '../data/email-config/get-email-config';

/** A super admin's sender change reaches every warm function within this long. */
export const senderCacheMs = 30_000;

const cachedEmailConfig = cachedFor(senderCacheMs, getEmailConfig);

/** The domain part of an address, lower case. */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** A display name as a header allows it: plain when printable ASCII, else an RFC 2047 encoded word. */
function encodedName(name: string): string {
  return /^[\x20-\x7e]*$/.test(name) ? `"${name}"` : `=?UTF-8?B?${Buffer.from(name).toString('base64')}?=`;
}

/**
 * The From of a mail: the configured address (or the deployment's, `MAIL_FROM`), with the configured
 * name when there is one. Undefined when neither address is set (the local outbox needs none).
 */
export function fromHeader(
  config: StoredEmailConfig,
  deploymentSender: string | undefined,
): string | undefined {
  const address = config.emailUsername || deploymentSender;
  if (!address) return undefined;
  return config.emailSenderName ? `${encodedName(config.emailSenderName)} <${address}>` : address;
}

/** The From for a mail sent now, from the settings read at most every 30 seconds. */
export async function currentFromHeader(): Promise<string | undefined> {
  return fromHeader(await cachedEmailConfig(), process.env.MAIL_FROM);
}
