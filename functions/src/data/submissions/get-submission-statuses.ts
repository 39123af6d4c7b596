import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { submissionKey } from './submission-item';

/** What a status poll needs of a submission. */
export interface SubmissionStatus {
  submitId: number;
  status: number;
  score: number | null;
  timeMs: number | null;
  memoryKb: number | null;
  judger: string | null;
  isManual: boolean;
  /** The contest it was made in, 0 outside contests. */
  cid: number;
}

const batchLimit = 100;

/**
 * Get the statuses of many submissions in as few reads as DynamoDB allows (100 keys a batch, only the
 * status attributes). Unknown ids are left out; keys DynamoDB leaves unprocessed are asked again.
 */
export async function getSubmissionStatuses(
  submitIds: readonly number[],
): Promise<Map<number, SubmissionStatus>> {
  const statuses = new Map<number, SubmissionStatus>();
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
              ProjectionExpression: 'submitId, #status, score, timeMs, memoryKb, judger, isManual, cid',
              ExpressionAttributeNames: { '#status': 'status' },
            },
          },
        }),
      );
      for (const item of output.Responses?.[tableName()] ?? []) {
        const optional = (value: unknown) => (value === null || value === undefined ? null : Number(value));
        statuses.set(Number(item.submitId), {
          submitId: Number(item.submitId),
          status: Number(item.status),
          score: optional(item.score),
          timeMs: optional(item.timeMs),
          memoryKb: optional(item.memoryKb),
          judger: (item.judger as string | undefined) ?? null,
          isManual: Boolean(item.isManual),
          cid: Number(item.cid ?? 0),
        });
      }
      keys = (output.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return statuses;
}
