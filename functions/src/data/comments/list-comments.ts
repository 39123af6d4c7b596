import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { queryAll, queryFirst } from '../kit/query-all';
import { commentOf, type StoredComment } from './comment-item';
import { commentCountKey, commentListPartition, type CommentSource } from './comment-keys';

/**
 * One page of a source's comments, newest first, with the total. The total is the source's count
 * item (1 RCU); the page is a Query of the source's gsi1 partition reading the pages before it too
 * (DynamoDB has no offset): `currentPage × limit` comments at most.
 */
export async function listComments(
  source: CommentSource,
  paging: { currentPage: number; limit: number },
): Promise<{ comments: StoredComment[]; total: number }> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: commentCountKey(source), ConsistentRead: true }),
  );
  const total = typeof Item?.commentCount === 'number' ? Math.max(0, Item.commentCount) : 0;
  const wanted = paging.currentPage * paging.limit;
  const items = await queryFirst(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': commentListPartition(source) },
      ScanIndexForward: false,
    },
    wanted,
  );
  const start = (paging.currentPage - 1) * paging.limit;
  return { comments: items.slice(start, wanted).map(commentOf), total };
}

/**
 * Every comment of a source that `shown` keeps, newest first (a contestant's view of a running
 * contest: their own and staff comments). Reads the whole list (0.5 RCU per 4 KB).
 */
export async function listCommentsWhere(
  source: CommentSource,
  shown: (comment: StoredComment) => boolean,
): Promise<StoredComment[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': commentListPartition(source) },
    ScanIndexForward: false,
  });
  return items.map(commentOf).filter(shown);
}
