import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { addToCounters } from '../counters';
import { dynamo, tableName } from '../dynamo-client';
import { tagClassificationSequenceKey, tagClassificationToItem, type TagClassification } from './tag-item';
import { isConditionFailure } from '../kit/condition-failure';

/** Create a tag classification under a new id (one `ADD`, one put). */
export async function createTagClassification(
  fields: Omit<TagClassification, 'id'>,
): Promise<TagClassification> {
  const { value } = await addToCounters(tagClassificationSequenceKey, { value: 1 });
  const classification: TagClassification = { id: value as number, ...fields };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: tagClassificationToItem(classification),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return classification;
}

/** Replace a tag classification; false when it does not exist. */
export async function updateTagClassification(classification: TagClassification): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: tagClassificationToItem(classification),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
