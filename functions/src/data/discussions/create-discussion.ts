import { addToCounters } from '../counters';
import { tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import {
  discussionBodyKey,
  discussionLineKey,
  discussionSequenceKey,
  groupDiscussionIndexKeys,
} from './discussion-keys';
import type { DiscussionLine } from './discussion-line';

/**
 * Stores a new discussion under the next id of the discussion sequence: its list line (every listed
 * field, the counts at 0) and its content, in one transaction with the author's daily quota item
 * (`takeDailyQuota`; none for admin roles): 3 items, 6 WCU for items under 1 KB, the content's item
 * costing 1 WCU per KB; a group's discussion's line carries its group's index keys (gsi1, one more
 * WCU per KB). Answers the id, or `dailyLimitReached` when the quota's condition refused it
 * (nothing is written then).
 */
export async function createDiscussion(
  line: Omit<DiscussionLine, 'id' | 'viewNum' | 'likeNum' | 'commentNum'>,
  content: string,
  dailyQuota: TransactItem | null,
): Promise<number | 'dailyLimitReached'> {
  const { value: id } = await addToCounters(discussionSequenceKey, { value: 1 });
  if (id === undefined) throw new Error('the discussion sequence gave no id');
  const quotaItems = dailyQuota ? [dailyQuota] : [];
  try {
    await transactWrite([
      ...quotaItems,
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...discussionLineKey(id),
            ...(line.gid === null ? {} : groupDiscussionIndexKeys(line.gid, id)),
            ...line,
            id,
            viewNum: 0,
            likeNum: 0,
            commentNum: 0,
          },
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
  } catch (error) {
    if (dailyQuota && error instanceof ConditionFailedInTransaction && error.failedIndexes.includes(0))
      return 'dailyLimitReached';
    throw error;
  }
  return id;
}
