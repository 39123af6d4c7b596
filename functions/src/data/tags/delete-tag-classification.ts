import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { updateIf } from '../update-if';
import { tagClassificationKey, tagKey, tagPartitionKey } from './tag-item';
import { isConditionFailure } from '../kit/condition-failure';
import { queryAll } from '../kit/query-all';

/** The ids of the tags in a classification: one Query of the tag partition, filtered. */
async function tagIdsIn(classificationId: number): Promise<number[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'classificationId = :id',
    ExpressionAttributeValues: { ':pk': tagPartitionKey, ':id': classificationId },
    ProjectionExpression: 'id',
  });
  return items.map((item) => Number(item.id));
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
