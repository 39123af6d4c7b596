import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@oj/shared';
import { dynamo, tableName } from './dynamo-client';
import type { ItemKey } from './item-key';
import { expiresAfter, isExpired } from './ttl';

function isConditionFailure(error: unknown): boolean {
  return (error as Error).name === 'ConditionalCheckFailedException';
}

/**
 * Store a code that proves a mailbox (register, password reset) unless one was stored less than
 * `resendSeconds` ago: the wait is a condition on the write, so two quick requests cannot both send.
 * Returns whether it stored.
 */
export async function putOneTimeCode(
  key: ItemKey,
  entity: string,
  code: string,
  options: { resendSeconds: number; lifetimeSeconds: number },
  now: number = Date.now(),
): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          entity,
          v: 1,
          code,
          sentAt: now,
          [tableDefinition.ttlAttribute]: expiresAfter(options.lifetimeSeconds, now),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR sentAt < :resendAfter',
        ExpressionAttributeValues: { ':resendAfter': now - options.resendSeconds * 1000 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Use a code: true when it matches the live one, which is then gone; a wrong code leaves it in place. */
export async function useOneTimeCode(key: ItemKey, code: string): Promise<boolean> {
  try {
    const { Attributes } = await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'code = :code',
        ExpressionAttributeValues: { ':code': code },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Boolean(Attributes) && !isExpired(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
