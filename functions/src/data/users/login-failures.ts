import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { updateIf } from '../update-if';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { expiresAfter, isExpired } from '../ttl';

/** Consecutive failures are forgotten a day after the last one. */
const failureMemorySeconds = 24 * 3600;

/** Failures count by username, whether or not the account exists, so the count reveals nothing. */
export function loginFailuresKey(username: string): ItemKey {
  return { pk: keyOf('USERNAME', username.toLowerCase()), sk: 'LOGIN_FAILURES' };
}

/** How many logins under this name failed in a row. */
export async function getLoginFailures(username: string): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: loginFailuresKey(username) }),
  );
  return Item && !isExpired(Item) ? Number(Item.count ?? 0) : 0;
}

/** Count one more failure. */
export async function recordLoginFailure(username: string): Promise<void> {
  await updateIf({
    Key: loginFailuresKey(username),
    UpdateExpression: 'ADD #count :one SET #ttl = :expiresAt',
    ExpressionAttributeNames: { '#count': 'count', '#ttl': tableDefinition.ttlAttribute },
    ExpressionAttributeValues: { ':one': 1, ':expiresAt': expiresAfter(failureMemorySeconds) },
  });
}

/** A successful login starts the count again. */
export async function clearLoginFailures(username: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: loginFailuresKey(username) }));
}
