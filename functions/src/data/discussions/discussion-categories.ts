import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DiscussionCategory } from '@oj/shared';
import { addToCounters } from '../counters';
import { dynamo, tableName } from '../dynamo-client';
import { queryPartition } from '../kit/paging/cached-snapshot';
import { discussionCategoryKey, discussionCategorySequenceKey } from './discussion-keys';

const categoryPartition = discussionCategoryKey(0).pk;

function categoryOf(item: Record<string, unknown>): DiscussionCategory {
  return {
    id: Number(item.id),
    name: String(item.name),
    gmtCreate: String(item.gmtCreate),
    gmtModified: String(item.gmtModified),
  };
}

/** Every category by id: one Query of the categories' partition (a few dozen small items, < 1 RCU). */
export async function listDiscussionCategories(): Promise<DiscussionCategory[]> {
  return (await queryPartition(categoryPartition)).map(categoryOf);
}

/**
 * Saves the rows: a row with the id of a stored category renames it, a row without an id is added
 * under the next id of the category sequence. The caller has skipped blank names.
 */
export async function saveDiscussionCategories(
  rows: { id?: number | null; name: string }[],
  stored: readonly DiscussionCategory[],
  now: Date,
): Promise<void> {
  const byId = new Map(stored.map((category) => [category.id, category]));
  for (const row of rows) {
    const existing = row.id ? byId.get(row.id) : undefined;
    const id = existing
      ? existing.id
      : (await addToCounters(discussionCategorySequenceKey, { value: 1 })).value;
    if (id === undefined) throw new Error('the category sequence gave no id');
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...discussionCategoryKey(id),
          id,
          name: row.name,
          gmtCreate: existing?.gmtCreate ?? now.toISOString(),
          gmtModified: now.toISOString(),
        },
      }),
    );
  }
}
