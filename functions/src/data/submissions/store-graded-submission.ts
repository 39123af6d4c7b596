import { tableName } from '../dynamo-client';
import { transactWrite } from '../transact';
import {
  afterJudgeStateChange,
  afterVerdict,
  verdictEffectWrites,
  type ProblemScoring,
} from '../verdicts/verdict-effects';
import { caseResultsToItem, type StoredCaseResults } from './case-results';
import { countNewSubmission } from './create-submission';
import { submissionToItem, type Submission } from './submission-item';

/**
 * Store a submission that is final the moment it arrives (a graded quiz paper) with its case results
 * and what its verdict changes (`effectsOfVerdict`, landing), in one transaction: it never waits for
 * a judge. Then it is counted for the list totals, as every new submission is, and the effects that
 * write on their own after a verdict (the best result) run.
 */
export async function storeGradedSubmission(
  submission: Submission,
  caseResults: StoredCaseResults,
  scoring: ProblemScoring,
): Promise<void> {
  const verdict = { status: submission.status, score: submission.score };
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
    ...verdictEffectWrites(submission, verdict.status, verdict.score),
  ]);
  await countNewSubmission(submission);
  await afterJudgeStateChange(submission.submitId);
  await afterVerdict(submission, verdict, scoring);
}
