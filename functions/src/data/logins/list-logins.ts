import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { isExpired } from '../ttl';
import { loginFromItem, siteLoginKey, userLoginKey, type LoginRecord } from './login-item';

const dayMs = 24 * 3600 * 1000;

/** A user's latest logins, newest first (one Query of `limit` small items). */
export async function listUserLogins(uid: string, limit: number): Promise<LoginRecord[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userLoginKey(uid, '', '').pk, ':prefix': 'LOGIN#' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.filter((item) => !isExpired(item)).map(loginFromItem);
}

/** How far back the dashboard looks for recent logins. */
export const recentLoginDays = 7;

/**
 * The site's latest logins, newest first: today's day partition, then the days before, until `limit`
 * are found or a week is read (one Query per day read, 0.5 RCU each on a quiet site).
 */
export async function listRecentLogins(limit: number, now: Date = new Date()): Promise<LoginRecord[]> {
  const found: LoginRecord[] = [];
  for (let back = 0; back < recentLoginDays && found.length < limit; back += 1) {
    const day = new Date(now.getTime() - back * dayMs).toISOString();
    const { Items = [] } = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': siteLoginKey(day, '', '').pk },
        ScanIndexForward: false,
        Limit: limit - found.length,
      }),
    );
    found.push(...Items.filter((item) => !isExpired(item)).map(loginFromItem));
  }
  return found;
}
