import type { ProblemType } from '@oj/shared';
import { batchGetItems } from '../kit/batch-get';
import { problemSummaryKey } from '../problems/problem-summary';

/** What a submission row shows of its problem. */
export interface ProblemLabel {
  title: string;
  difficulty: number;
  type: ProblemType;
}

/**
 * Get the title, difficulty and type of some problems from their catalogue lines (BatchGetItem,
 * 100 keys a batch). Problems that no longer exist are left out.
 */
export async function getProblemLabels(pids: readonly number[]): Promise<Map<number, ProblemLabel>> {
  const labels = new Map<number, ProblemLabel>();
  const items = await batchGetItems(pids.map(problemSummaryKey), {
    ProjectionExpression: 'pid, title, difficulty, #type',
    ExpressionAttributeNames: { '#type': 'type' },
  });
  for (const item of items) {
    // A line holding only counters (a verdict for a problem since deleted) has no label.
    if (item.pid === undefined) continue;
    labels.set(Number(item.pid), {
      title: String(item.title ?? ''),
      difficulty: Number(item.difficulty ?? 0),
      type: Number(item.type ?? 0) as ProblemType,
    });
  }
  return labels;
}
