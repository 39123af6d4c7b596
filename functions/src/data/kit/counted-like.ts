import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';

/** What a like or unlike did: nothing (already so), flipped, liked for the first time ever, or nothing to like. */
export type LikeOutcome = 'unchanged' | 'flipped' | 'firstLike' | 'targetGone';

export interface CountedLike {
  /** The account's like row of the target (`liked` true or false; kept when unliked). */
  likeKey: ItemKey;
  /** What a first like's row carries besides its key (the target's id and the account's uid). */
  rowFields: Record<string, unknown>;
  /** The item holding the target's `likeNum`. */
  countKey: ItemKey;
  toLike: boolean;
  /** The writes a first-ever like adds to its transaction (the author's message). */
  firstLikeWrites: () => Promise<TransactItem[]>;
}

const maxAttempts = 8;

/**
 * Sets an account's like of a discussion or a comment. The like row flips under a condition on what
 * was read, and the target's `likeNum` moves in the same transaction, so the count equals the liked
 * rows whatever the races; a lost race reads again and retries. A first-ever like creates the row
 * (kept when unliked) with `firstLikeWrites` in its transaction, so a re-like sends no second message.
 * Cost: 1 RCU (the row, strongly consistent) + a 2–4 item transaction (2 WCU each).
 */
export async function setCountedLike(like: CountedLike): Promise<LikeOutcome> {
  const { likeKey, toLike } = like;
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: likeKey, ConsistentRead: true }),
    );
    const liked = Item?.liked === true;
    if (liked === toLike) return 'unchanged';
    const first = Item === undefined;
    const rowWrite: TransactItem = first
      ? {
          Put: {
            TableName: tableName(),
            Item: { ...likeKey, ...like.rowFields, liked: true, gmtCreate: new Date().toISOString() },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }
      : {
          Update: {
            TableName: tableName(),
            Key: likeKey,
            UpdateExpression: 'SET liked = :to',
            ConditionExpression: 'liked = :from',
            ExpressionAttributeValues: { ':to': toLike, ':from': liked },
          },
        };
    const countWrite: TransactItem = {
      Update: {
        TableName: tableName(),
        Key: like.countKey,
        UpdateExpression: 'SET likeNum = if_not_exists(likeNum, :zero) + :delta',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':zero': 0, ':delta': toLike ? 1 : -1 },
      },
    };
    try {
      await transactWrite([rowWrite, countWrite, ...(first ? await like.firstLikeWrites() : [])]);
      return first ? 'firstLike' : 'flipped';
    } catch (error) {
      if (!(error instanceof ConditionFailedInTransaction)) throw error;
      if (error.failedIndexes.includes(1)) return 'targetGone';
      /* Another request flipped the row first: read it again. */
    }
  }
  throw new Error(`the like ${likeKey.pk} ${likeKey.sk} kept losing races`);
}
