import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { discussionRules } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { queryPartition } from '../kit/paging/cached-snapshot';
import { putIfAbsent } from '../put-if-absent';
import { discussionCategoryKey, discussionCategorySequenceKey } from './discussion-keys';

/** The categories a new board starts with (the super admin renames or adds to them). */
export const defaultDiscussionCategories = [
  '综合',
  discussionRules.solutionCategoryName,
  '求助',
  '闲聊',
] as const;

/**
 * Stores the default categories under ids 1–4 where those ids are free, and moves the category
 * sequence to at least 4, so a category added later never takes their ids. Reads first and writes
 * only what is missing, so a second run writes nothing. Answers how many it wrote.
 */
export async function seedDiscussionCategories(now: Date = new Date()): Promise<number> {
  const stored = new Set((await queryPartition(discussionCategoryKey(0).pk)).map((item) => Number(item.id)));
  const written = await Promise.all(
    defaultDiscussionCategories.map((name, index) =>
      stored.has(index + 1)
        ? false
        : putIfAbsent({
            ...discussionCategoryKey(index + 1),
            id: index + 1,
            name,
            gmtCreate: now.toISOString(),
            gmtModified: now.toISOString(),
          }),
    ),
  );
  const { Item: sequence } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: discussionCategorySequenceKey, ConsistentRead: true }),
  );
  if (Number(sequence?.value ?? 0) >= defaultDiscussionCategories.length)
    return written.filter(Boolean).length;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: discussionCategorySequenceKey,
        UpdateExpression: 'SET #value = :last',
        ConditionExpression: 'attribute_not_exists(#value) OR #value < :last',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':last': defaultDiscussionCategories.length },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return written.filter(Boolean).length;
}
