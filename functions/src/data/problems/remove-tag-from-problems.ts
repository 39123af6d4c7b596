import { tableName } from '../dynamo-client';
import { transactWrite } from '../transact';
import { problemKey } from './problem-item';
import { problemSummaryKey, type ProblemSummary } from './problem-summary';
import { isConditionFailure } from '../kit/condition-failure';

/** Problems changed at once: enough to be quick, few enough to stay far below the table's limits. */
const parallelChanges = 8;

/**
 * Take a deleted tag off every problem that carries it: the problem and its catalogue line in one
 * transaction each. The catalogue (one Query the caller already made) says which problems carry it.
 * Returns how many problems changed.
 */
export async function removeTagFromProblems(
  tagId: number,
  catalogue: readonly Pick<ProblemSummary, 'pid' | 'tagIds'>[],
): Promise<number> {
  const carrying = catalogue.filter((summary) => summary.tagIds.includes(tagId));
  for (let start = 0; start < carrying.length; start += parallelChanges) {
    await Promise.all(
      carrying.slice(start, start + parallelChanges).map(async (summary) => {
        // Only if the tags are still those read: a problem saved meanwhile keeps what its admin chose.
        const change = {
          UpdateExpression: 'SET tagIds = :tags',
          ConditionExpression: 'tagIds = :read',
          ExpressionAttributeValues: {
            ':tags': summary.tagIds.filter((id) => id !== tagId),
            ':read': summary.tagIds,
          },
        };
        await transactWrite([
          { Update: { TableName: tableName(), Key: problemKey(summary.pid), ...change } },
          { Update: { TableName: tableName(), Key: problemSummaryKey(summary.pid), ...change } },
        ]).catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
      }),
    );
  }
  return carrying.length;
}
