import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { caseResultsKey, submissionFromItem, submissionKey, type StoredSubmission } from './submission-item';
import type { StoredCaseResults } from './case-results';

/** Get a submission; `consistent` for the judge, which must see the latest round. */
export async function getSubmission(
  submitId: number,
  consistent = false,
): Promise<StoredSubmission | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: submissionKey(submitId), ConsistentRead: consistent }),
  );
  return Item ? submissionFromItem(Item) : undefined;
}

/** Get the per-case results of a judged submission. */
export async function getCaseResults(submitId: number): Promise<StoredCaseResults | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: caseResultsKey(submitId) }),
  );
  return Item ? (Item as unknown as StoredCaseResults) : undefined;
}
