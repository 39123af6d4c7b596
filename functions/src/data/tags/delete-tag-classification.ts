import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { updateIf } from '../update-if';
import { tagClassificationKey, tagKey, tagPartitionKey } from './tag-item';
import { isConditionFailure } from '../kit/condition-failure';

/** The ids of the tags in a classification: one Query of the tag partition, filtered. */
async function tagIdsIn(classificationId: number): Promise<number[]> {
  const ids: number[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: 'classificationId = :id',
        ExpressionAttributeValues: { ':pk': tagPartitionKey, ':id': classificationId },
        ProjectionExpression: 'id',
        ExclusiveStartKey: startKey,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => Number(item.id)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

/**
 * Delete a tag classification; its tags stay, unclassified. Tags are taken out first, so no tag is
 * ever left pointing at a classification that is gone. Returns false when it did not exist.
 */
export async function deleteTagClassification(classificationId: number): Promise<boolean> {
  for (const id of await tagIdsIn(classificationId)) {
    await updateIf({
      Key: tagKey(id),
      UpdateExpression: 'SET classificationId = :none',
      ConditionExpression: 'classificationId = :id',
      ExpressionAttributeValues: { ':none': null, ':id': classificationId },
    });
  }
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: tagClassificationKey(classificationId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
