import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { discussionRules } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { putIfAbsent } from '../put-if-absent';
import { discussionCategoryKey, discussionCategorySequenceKey } from './discussion-keys';

/** The categories a new board starts with (the super admin renames or adds to them). */
export const defaultDiscussionCategories = ['综合', discussionRules.solutionCategoryName, '求助', '闲聊'] as const;

/**
 * Stores the default categories under ids 1–4 where those ids are free, and moves the category
 * sequence to at least 4, so a category added later never takes their ids. Safe to run at every start.
 * Answers how many it wrote.
 */
export async function seedDiscussionCategories(now: Date = new Date()): Promise<number> {
  const written = await Promise.all(
    defaultDiscussionCategories.map((name, index) =>
      putIfAbsent({
        ...discussionCategoryKey(index + 1),
        id: index + 1,
        name,
        gmtCreate: now.toISOString(),
        gmtModified: now.toISOString(),
      }),
    ),
  );
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
