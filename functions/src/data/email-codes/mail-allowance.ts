import { tableDefinition } from '@oj/shared';
import { tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import type { WriteGuard } from '../one-time-code';
import { stampOf } from '../kit/versioned-item';
import { requireUpdate } from '../kit/update-expression';

/** At most `count` mails in each window of `windowSeconds`. */
export interface MailLimit {
  count: number;
  windowSeconds: number;
}

/** The mail limits in force: per client address, and for the whole site (areas/account/mail-limits.ts). */
export interface MailLimits {
  perClient: MailLimit;
  site: MailLimit;
}

/** The fixed window a moment falls in: its start, in ms since the epoch. */
export function windowStart(limit: MailLimit, now: number): number {
  const length = limit.windowSeconds * 1000;
  return Math.floor(now / length) * length;
}

/** Counts the mails of one client (or of the site, `client` undefined) in one window. */
export function mailAllowanceKey(limit: MailLimit, client: string | undefined, now: number): ItemKey {
  return {
    pk: client === undefined ? 'MAILQUOTA#SITE' : keyOf('MAILQUOTA', 'CLIENT', client),
    sk: String(windowStart(limit, now)),
  };
}

function countItem(limit: MailLimit, key: ItemKey, now: number) {
  const update = requireUpdate({
    add: { sent: 1 },
    set: {
      ...stampOf('MailAllowance', 1),
      // Kept one window past its end, then DynamoDB removes it.
      [tableDefinition.ttlAttribute]: Math.ceil(
        (windowStart(limit, now) + 2 * limit.windowSeconds * 1000) / 1000,
      ),
    },
  });
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      ...update,
      ConditionExpression: 'attribute_not_exists(sent) OR sent < :limit',
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':limit': limit.count },
    },
  };
}

export type MailRefusal = 'client-limit' | 'site-limit';

/**
 * One more mail from `client`, counted against the client's and the site's windows. These go into the
 * transaction that stores the code, so a refused request counts nothing and stores nothing.
 */
export function mailAllowanceGuards(
  limits: MailLimits,
  client: string,
  now: number = Date.now(),
): WriteGuard<MailRefusal>[] {
  return [
    {
      item: countItem(limits.perClient, mailAllowanceKey(limits.perClient, client, now), now),
      refusal: 'client-limit',
    },
    {
      item: countItem(limits.site, mailAllowanceKey(limits.site, undefined, now), now),
      refusal: 'site-limit',
    },
  ];
}

/** Whole minutes until the window of `limit` that holds `now` ends. */
export function minutesLeftInWindow(limit: MailLimit, now: number = Date.now()): number {
  return Math.max(1, Math.ceil((windowStart(limit, now) + limit.windowSeconds * 1000 - now) / 60_000));
}
