import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { discussionBodyKey, discussionLikeKey } from './discussion-keys';

/** A discussion's content ('' when its item is missing): one GetItem, 0.5 RCU per 4 KB. */
export async function readDiscussionContent(did: number): Promise<string> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: discussionBodyKey(did), ProjectionExpression: 'content' }),
  );
  return typeof Item?.content === 'string' ? Item.content : '';
}

/** Whether `uid` likes the discussion now: one strongly consistent GetItem of the like row (1 RCU). */
export async function likesDiscussion(did: number, uid: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: discussionLikeKey(did, uid), ConsistentRead: true }),
  );
  return Item?.liked === true;
}
