import { tableDefinition } from '@oj/shared';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite } from '../transact';
import { expiresAfter } from '../ttl';
import { discussionLineKey, discussionViewKey } from './discussion-keys';

/**
 * Counts a view of a discussion once per viewer per hour: the viewer's window item of this hour is put
 * only if absent, and `viewNum` moves in the same transaction, so repeated requests in the hour change
 * nothing. The window expires two hours on (TTL); only this count reads it. Answers whether it counted.
 * Cost: a GetItem of the window (0.5 RCU); when absent, a 2-item transaction (4 WCU) that the window's
 * condition keeps to once under concurrent first requests.
 */
export async function countDiscussionView(
  did: number,
  viewer: string,
  now: number = Date.now(),
  windowSeconds = 3_600,
): Promise<boolean> {
  const hour = Math.floor(now / 1000 / windowSeconds);
  const window = discussionViewKey(did, viewer, hour);
  /* Most requests of a viewer find their window: one small read instead of a refused transaction. */
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: window }));
  if (Item) return false;
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...window,
            [tableDefinition.ttlAttribute]: expiresAfter(windowSeconds * 2, now),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: discussionLineKey(did),
          UpdateExpression: 'SET viewNum = if_not_exists(viewNum, :zero) + :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedInTransaction) return false;
    throw error;
  }
}
