import { batchGetItems } from '../kit/batch-get';
import { submissionKey, submissionSummaryFromItem, type SubmissionSummary } from './submission-item';

/** Everything a list row needs; the code stays behind. Every name goes through a placeholder, as
 * several (`language`, `status`, `round`, `length`…) are DynamoDB reserved words. */
const summaryAttributes = [
  'submitId',
  'uid',
  'username',
  'pid',
  'displayPid',
  'cid',
  'gid',
  'language',
  'status',
  'score',
  'timeMs',
  'memoryKb',
  'judger',
  'round',
  'submitTime',
  'share',
  'isManual',
  'length',
];
const projection = {
  ProjectionExpression: summaryAttributes.map((_, index) => `#p${index}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(summaryAttributes.map((name, index) => [`#p${index}`, name])),
};

/**
 * Get many submissions without their code (BatchGetItem, 100 keys a batch; keys DynamoDB leaves
 * unprocessed are asked again). Unknown ids are left out; the rest keep the order of `submitIds`.
 */
export async function getSubmissionSummaries(submitIds: readonly number[]): Promise<SubmissionSummary[]> {
  const found = new Map<number, SubmissionSummary>();
  for (const item of await batchGetItems(submitIds.map(submissionKey), projection)) {
    const summary = submissionSummaryFromItem(item);
    found.set(summary.submitId, summary);
  }
  return [...new Set(submitIds)].flatMap((id) => found.get(id) ?? []);
}
