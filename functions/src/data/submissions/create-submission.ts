import { judgeStatus } from '@oj/shared';
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

/** What a new submission is made of; the rest starts the same for every submission. */
export type NewSubmissionFields = Pick<
  Submission,
  'submitId' | 'uid' | 'username' | 'pid' | 'displayPid' | 'language' | 'code'
>;

/** A submission as stored at submit time: pending, round 1, outside contests, not shared. */
export function pendingSubmission(fields: NewSubmissionFields, submitTime = new Date()): Submission {
  return {
    ...fields,
    cid: 0,
    gid: 0,
    status: judgeStatus.pending,
    score: null,
    timeMs: null,
    memoryKb: null,
    errorMessage: null,
    judger: null,
    round: 1,
    submitTime: submitTime.toISOString(),
    share: false,
    isManual: false,
  };
}
