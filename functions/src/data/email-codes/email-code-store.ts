import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { expiresAfter, isExpired } from '../ttl';

/** What a code proves: registering with the address, or (later) resetting a password, changing an email. */
export type EmailCodePurpose = 'REGISTER';

export function emailCodeKey(email: string, purpose: EmailCodePurpose): ItemKey {
  return { pk: keyOf('EMAILCODE', email.toLowerCase()), sk: purpose };
}

/**
 * Store a new code for an address unless one was sent less than `resendSeconds` ago; returns whether
 * it stored. The wait is a condition on the write, so two quick requests cannot both send.
 */
export async function putEmailCode(
  email: string,
  purpose: EmailCodePurpose,
  code: string,
  options: { resendSeconds: number; lifetimeSeconds: number },
  now: number = Date.now(),
): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...emailCodeKey(email, purpose),
          entity: 'EmailCode',
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

/**
 * Use a code: true when it matches the live code for the address, which is then gone. A wrong code
 * leaves the right one in place, as the spec's form lets the user retype it.
 */
export async function useEmailCode(email: string, purpose: EmailCodePurpose, code: string): Promise<boolean> {
  try {
    const { Attributes } = await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: emailCodeKey(email, purpose),
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
