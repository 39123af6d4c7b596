import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { submissionSequenceKey } from './create-submission';

/**
 * The highest submission id taken so far (0 before the first). Ids are one dense sequence, so this is
 * also the number of submissions, and page k of the newest-first list is a range of ids.
 */
export async function getLatestSubmitId(): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: submissionSequenceKey,
      ProjectionExpression: '#value',
      ExpressionAttributeNames: { '#value': 'value' },
    }),
  );
  return Number(Item?.value ?? 0);
}
