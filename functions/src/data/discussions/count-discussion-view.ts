import { tableDefinition } from '@oj/shared';
import { tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite } from '../transact';
import { expiresAfter } from '../ttl';
import { discussionLineKey, discussionViewKey } from './discussion-keys';

/**
 * Counts a view of a discussion once per viewer per hour: the viewer's window item of this hour is put
 * only if absent, and `viewNum` moves in the same transaction, so repeated requests in the hour change
 * nothing. The window expires after the hour (TTL); reads never look at it. Answers whether it counted.
 * Cost: a 2-item transaction (4 WCU) when it counts; a refused one (the window exists) costs 2 WCU.
 */
export async function countDiscussionView(
  did: number,
  viewer: string,
  now: number = Date.now(),
  windowSeconds = 3_600,
): Promise<boolean> {
  const hour = Math.floor(now / 1000 / windowSeconds);
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...discussionViewKey(did, viewer, hour),
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
