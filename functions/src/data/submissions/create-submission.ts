import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { addToCounters } from '../counters';
import { submissionToItem, type Submission } from './submission-item';

/** Submission ids are one sequence for the whole site, kept in a counter item. */
export const submissionSequenceKey = { pk: 'SEQUENCE', sk: 'SUBMISSION' };

/** Take the next submission id (one `ADD`, so concurrent submits never share an id). */
export async function nextSubmitId(): Promise<number> {
  const { value } = await addToCounters(submissionSequenceKey, { value: 1 });
  return value as number;
}

/** Store a new submission, pending, in round 1. */
export async function putNewSubmission(submission: Submission): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: submissionToItem(submission),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
