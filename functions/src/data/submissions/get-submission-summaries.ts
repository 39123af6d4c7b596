import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { submissionKey, submissionSummaryFromItem, type SubmissionSummary } from './submission-item';

const batchLimit = 100;

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
  const unique = [...new Set(submitIds)];
  for (let start = 0; start < unique.length; start += batchLimit) {
    let keys: Record<string, unknown>[] = unique
      .slice(start, start + batchLimit)
      .map((id) => ({ ...submissionKey(id) }));
    while (keys.length > 0) {
      const output = await dynamo().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: keys,
              ...projection,
            },
          },
        }),
      );
      for (const item of output.Responses?.[tableName()] ?? []) {
        const summary = submissionSummaryFromItem(item);
        found.set(summary.submitId, summary);
      }
      keys = (output.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return unique.flatMap((id) => found.get(id) ?? []);
}
