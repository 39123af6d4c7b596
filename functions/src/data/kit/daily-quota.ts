import { tableDefinition } from '@oj/shared';
import { tableName } from '../dynamo-client';
import { keyOf, type ItemKey } from '../item-key';
import type { TransactItem } from '../transact';
import { expiresAfter } from '../ttl';

/** The site's day is Beijing's (UTC+8), as every time the site shows: "today" ends at its midnight. */
const siteOffsetMs = 8 * 3_600_000;

/** The site's calendar day of `now`, `YYYY-MM-DD`. */
export function siteDay(now: Date): string {
  return new Date(now.getTime() + siteOffsetMs).toISOString().slice(0, 10);
}

/** One account's count of one kind of action on one site day; it expires two days on. */
export function dailyQuotaKey(uid: string, kind: string, day: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: keyOf('QUOTA', kind, day) };
}

/**
 * The transaction item that takes one of an account's `limit` actions of `kind` today: it adds one to
 * the day's count only while the count is under the limit, so the action written beside it in the same
 * transaction happens at most `limit` times a day, whatever arrives at once. A limit of 0 refuses
 * every one. When its condition fails (its index in `ConditionFailedInTransaction`), the day's quota
 * is used up. Cost: 1 WCU inside the transaction (2 as transactions bill).
 */
export function takeDailyQuota(uid: string, kind: string, limit: number, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: dailyQuotaKey(uid, kind, siteDay(now)),
      UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :one, #ttl = :ttl',
      ConditionExpression: '(attribute_not_exists(#count) AND :limit > :zero) OR #count < :limit',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': tableDefinition.ttlAttribute },
      ExpressionAttributeValues: {
        ':zero': 0,
        ':one': 1,
        ':limit': limit,
        ':ttl': expiresAfter(2 * 24 * 3_600, now.getTime()),
      },
    },
  };
}
