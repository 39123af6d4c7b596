import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import {
  contestSubmissionSequenceKey,
  contestSubmitIdBase,
  submissionSequenceKey,
} from './create-submission';

/**
 * The highest submission id taken so far (0 before the first). Ids are one dense sequence, so this is
 * also the number of submissions, and page k of the newest-first list is a range of ids.
 */
export async function getLatestSubmitId(): Promise<number> {
  return sequenceValue(submissionSequenceKey);
}

/** The highest contest submission id taken so far (`contestSubmitIdBase` before the first). */
export async function getLatestContestSubmitId(): Promise<number> {
  return contestSubmitIdBase + (await sequenceValue(contestSubmissionSequenceKey));
}

async function sequenceValue(key: { pk: string; sk: string }): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ProjectionExpression: '#value',
      ExpressionAttributeNames: { '#value': 'value' },
    }),
  );
  return Number(Item?.value ?? 0);
}
