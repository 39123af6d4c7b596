import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { keyOf, type ItemKey } from '../item-key';
import { isConditionFailure } from '../kit/condition-failure';
import { expiresAfter } from '../ttl';

/** One item per user: the moment from which they may print again. */
function printTurnKey(uid: string): ItemKey {
  return { pk: keyOf('PRINTTURN', uid), sk: 'PRINTTURN' };
}

/**
 * The printing flood guard: takes the user's turn to print if their last print is at least
 * `intervalSeconds` old, with one conditional PutItem (1 WCU), so two prints sent at once cannot
 * both pass. Answers 0 when the turn is taken, or the whole seconds left to wait.
 */
export async function claimPrintTurn(
  uid: string,
  intervalSeconds: number,
  now: number = Date.now(),
): Promise<number> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...printTurnKey(uid),
          nextAllowedAt: now + intervalSeconds * 1000,
          expiresAt: expiresAfter(intervalSeconds + 60, now),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR nextAllowedAt <= :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return 0;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: printTurnKey(uid), ConsistentRead: true }),
  );
  const nextAllowedAt = typeof Item?.nextAllowedAt === 'number' ? Item.nextAllowedAt : now;
  return Math.max(1, Math.ceil((nextAllowedAt - now) / 1000));
}
