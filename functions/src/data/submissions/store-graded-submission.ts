import { tableName } from '../dynamo-client';
import { transactWrite, type TransactItem } from '../transact';
import { caseResultsToItem, type StoredCaseResults } from './case-results';
import { countNewSubmission } from './create-submission';
import { submissionToItem, type Submission } from './submission-item';

/**
 * Store a submission that is final the moment it arrives (a graded quiz paper) with its case results
 * and its derived data, in one transaction: it never waits for a judge. Then it is counted for the
 * list totals, as every new submission is.
 */
export async function storeGradedSubmission(
  submission: Submission,
  caseResults: StoredCaseResults,
  alsoWrite: readonly TransactItem[],
): Promise<void> {
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: submissionToItem(submission),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: caseResultsToItem(submission.submitId, caseResults),
      },
    },
    ...alsoWrite,
  ]);
  await countNewSubmission(submission);
}
