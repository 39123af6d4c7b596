import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { expiresAfter } from '../ttl';
import { loginRecordDays, loginToItems, type LoginRecord } from './login-item';

/** Keep a login: the user's copy and the site's day copy, in one batch of two puts (2 WCU). */
export async function recordLogin(record: LoginRecord, now: number = Date.now()): Promise<void> {
  const expiresAt = expiresAfter(loginRecordDays * 24 * 3600, now);
  const requests = loginToItems(record, expiresAt).map((Item) => ({ PutRequest: { Item } }));
  const { UnprocessedItems } = await dynamo().send(
    new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
  );
  const left = UnprocessedItems?.[tableName()];
  // Throttled: one more try; a login is not refused for want of its record.
  if (left?.length) await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: left } }));
}
