import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { ProblemType } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { problemSummaryKey } from '../problems/problem-summary';

/** What a submission row shows of its problem. */
export interface ProblemLabel {
  title: string;
  difficulty: number;
  type: ProblemType;
}

const batchLimit = 100;

/**
 * Get the title, difficulty and type of some problems from their catalogue lines (BatchGetItem,
 * 100 keys a batch). Problems that no longer exist are left out.
 */
export async function getProblemLabels(pids: readonly number[]): Promise<Map<number, ProblemLabel>> {
  const labels = new Map<number, ProblemLabel>();
  const unique = [...new Set(pids)];
  for (let start = 0; start < unique.length; start += batchLimit) {
    let keys: Record<string, unknown>[] = unique
      .slice(start, start + batchLimit)
      .map((pid) => ({ ...problemSummaryKey(pid) }));
    while (keys.length > 0) {
      const output = await dynamo().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: keys,
              ProjectionExpression: 'pid, title, difficulty, #type',
              ExpressionAttributeNames: { '#type': 'type' },
            },
          },
        }),
      );
      for (const item of output.Responses?.[tableName()] ?? []) {
        // A line holding only counters (a verdict for a problem since deleted) has no label.
        if (item.pid === undefined) continue;
        labels.set(Number(item.pid), {
          title: String(item.title ?? ''),
          difficulty: Number(item.difficulty ?? 0),
          type: Number(item.type ?? 0) as ProblemType,
        });
      }
      keys = (output.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return labels;
}
