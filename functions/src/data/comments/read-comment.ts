import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { queryUnder } from '../kit/query-all';
import { commentKey, replyKey, replyPrefix } from './comment-keys';
import { commentOf, replyOf, type StoredComment, type StoredReply } from './comment-item';

/** A comment by id, or null: one strongly consistent GetItem (1 RCU per 4 KB). */
export async function readComment(id: number): Promise<StoredComment | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: commentKey(id), ConsistentRead: true }),
  );
  return Item ? commentOf(Item) : null;
}

/** A reply by its comment and id, or null: one strongly consistent GetItem. */
export async function readReply(commentId: number, id: number): Promise<StoredReply | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: replyKey(commentId, id), ConsistentRead: true }),
  );
  return Item ? replyOf(Item) : null;
}

/** The first `limit` replies of a comment, oldest first: one Query of its partition with `Limit`. */
export async function firstReplies(commentId: number, limit: number): Promise<StoredReply[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :r)',
      ExpressionAttributeValues: { ':pk': commentKey(commentId).pk, ':r': replyPrefix },
      Limit: limit,
    }),
  );
  return (Items ?? []).map(replyOf);
}

/** Every reply of a comment, oldest first (0.5 RCU per 4 KB read). */
export async function allReplies(commentId: number): Promise<StoredReply[]> {
  const items = await queryUnder(commentKey(commentId).pk, replyPrefix);
  return items.map(replyOf);
}
