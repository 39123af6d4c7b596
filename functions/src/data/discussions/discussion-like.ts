import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { discussionLikeKey, discussionLineKey } from './discussion-keys';

/** What a like or unlike did: nothing (already so), flipped, or liked for the first time ever. */
export type LikeOutcome = 'unchanged' | 'flipped' | 'firstLike' | 'discussionGone';

const maxAttempts = 8;

/**
 * Sets `uid`'s like of a discussion. The like row flips under a condition on what was read, and the
 * line's `likeNum` moves in the same transaction, so the count equals the liked rows whatever the races;
 * a lost race reads again and retries. A first-ever like creates the row (kept when unliked), and its
 * transaction carries `firstLikeWrites` (the author's message), so a re-like sends none.
 * Cost: 1 RCU (the row, strongly consistent) + a 2–4 item transaction (2 WCU each).
 */
export async function setDiscussionLike(
  did: number,
  uid: string,
  toLike: boolean,
  firstLikeWrites: () => Promise<TransactItem[]>,
): Promise<LikeOutcome> {
  const key = discussionLikeKey(did, uid);
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const liked = Item?.liked === true;
    if (liked === toLike) return 'unchanged';
    const first = Item === undefined;
    const rowWrite: TransactItem = first
      ? {
          Put: {
            TableName: tableName(),
            Item: { ...key, did, uid, liked: true, gmtCreate: new Date().toISOString() },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }
      : {
          Update: {
            TableName: tableName(),
            Key: key,
            UpdateExpression: 'SET liked = :to',
            ConditionExpression: 'liked = :from',
            ExpressionAttributeValues: { ':to': toLike, ':from': liked },
          },
        };
    const countWrite: TransactItem = {
      Update: {
        TableName: tableName(),
        Key: discussionLineKey(did),
        UpdateExpression: 'SET likeNum = if_not_exists(likeNum, :zero) + :delta',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':zero': 0, ':delta': toLike ? 1 : -1 },
      },
    };
    try {
      await transactWrite([rowWrite, countWrite, ...(first ? await firstLikeWrites() : [])]);
      return first ? 'firstLike' : 'flipped';
    } catch (error) {
      if (!(error instanceof ConditionFailedInTransaction)) throw error;
      if (error.failedIndexes.includes(1)) return 'discussionGone';
      /* Another request flipped the row first: read it again. */
    }
  }
  throw new Error(`the like of discussion ${did} kept losing races`);
}
