import { addToCounters } from '../counters';
import { tableName } from '../dynamo-client';
import { transactWrite } from '../transact';
import { discussionBodyKey, discussionLineKey, discussionSequenceKey } from './discussion-keys';
import type { DiscussionLine } from './discussion-line';

/**
 * Stores a new discussion under the next id of the discussion sequence: its list line (every listed
 * field, the counts at 0) and its content, in one transaction (2 items, 4 WCU for items under 1 KB;
 * the content's item costs 1 WCU per KB). Answers the id.
 */
export async function createDiscussion(
  line: Omit<DiscussionLine, 'id' | 'viewNum' | 'likeNum' | 'commentNum'>,
  content: string,
): Promise<number> {
  const { value: id } = await addToCounters(discussionSequenceKey, { value: 1 });
  if (id === undefined) throw new Error('the discussion sequence gave no id');
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: { ...discussionLineKey(id), ...line, id, viewNum: 0, likeNum: 0, commentNum: 0 },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...discussionBodyKey(id), id, content },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return id;
}
