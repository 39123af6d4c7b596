import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { expiresAfter, isExpired } from '../ttl';

export function passwordResetKey(uid: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: 'PASSWORD_RESET' };
}

/** Store a reset code for an account unless one was mailed less than `resendSeconds` ago. */
export async function putPasswordReset(
  uid: string,
  code: string,
  options: { resendSeconds: number; lifetimeSeconds: number },
  now: number = Date.now(),
): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...passwordResetKey(uid),
          entity: 'PasswordReset',
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
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Use a reset code: true when it is the account's live one, which is then gone. */
export async function usePasswordReset(uid: string, code: string): Promise<boolean> {
  try {
    const { Attributes } = await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: passwordResetKey(uid),
        ConditionExpression: 'code = :code',
        ExpressionAttributeValues: { ':code': code },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Boolean(Attributes) && !isExpired(Attributes ?? {});
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
