import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { discussionLineKey } from './discussion-keys';
import { discussionLineOf, type DiscussionLine } from './discussion-line';

/**
 * A discussion's line (every listed field and its counts, no content), or null when there is no such
 * discussion: one strongly consistent GetItem of the line (1 RCU; a line stays well under 4 KB).
 */
export async function readDiscussionLine(did: number): Promise<DiscussionLine | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: discussionLineKey(did), ConsistentRead: true }),
  );
  return Item ? discussionLineOf(Item) : null;
}
