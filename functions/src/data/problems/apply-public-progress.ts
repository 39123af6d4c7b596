import type { ApplyPublicProgress } from '@oj/shared';
import { transactWrite } from '../transact';
import { tableName } from '../dynamo-client';
import { buildUpdate } from '../kit/update-expression';
import { isConditionFailure } from '../kit/condition-failure';
import { problemKey, type Problem } from './problem-item';
import { problemSummaryKey } from './problem-summary';
import { applyQueueAttributes, applyQueueFields } from './group-problem-index';

/** What a progress change writes besides the progress: who made it, and the public copy of an accept. */
export interface ProgressChange {
  progress: ApplyPublicProgress | null;
  /** The progress the problem must hold now (null: none); the change is refused otherwise. */
  from: readonly (ApplyPublicProgress | null)[];
  modifiedUser: string;
  publicPid?: number | null;
}

function fromCondition(from: ProgressChange['from']): {
  expression: string;
  values: Record<string, unknown>;
} {
  const values: Record<string, unknown> = {};
  const parts = from.map((progress, index) => {
    if (progress === null) return '(attribute_not_exists(#c) OR #c = :cnull)';
    values[`:c${index}`] = progress;
    return `#c = :c${index}`;
  });
  if (from.includes(null)) values[':cnull'] = null;
  return { expression: `attribute_exists(pk) AND (${parts.join(' OR ')})`, values };
}

/**
 * Set where a group problem's application to the public set stands, on the problem and its catalogue
 * line together (the line enters or leaves the review queue, gsi2), only if it stands at one of `from`
 * now. Returns false when the problem is gone or stands elsewhere (another admin was quicker).
 */
export async function changeApplyPublicProgress(
  problem: Pick<Problem, 'pid' | 'gid'>,
  change: ProgressChange,
): Promise<boolean> {
  const condition = fromCondition(change.from);
  const problemUpdate = buildUpdate(
    {
      set: {
        applyPublicProgress: change.progress,
        modifiedUser: change.modifiedUser,
        ...(change.publicPid === undefined ? {} : { publicPid: change.publicPid }),
      },
    },
    'p',
  );
  const lineUpdate = buildUpdate(
    change.progress === null
      ? { remove: applyQueueAttributes }
      : { set: applyQueueFields(problem, change.progress) },
    'l',
  );
  if (!problemUpdate || !lineUpdate) throw new Error('a progress change writes something');
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: problemKey(problem.pid),
          ...problemUpdate,
          ConditionExpression: condition.expression,
          ExpressionAttributeNames: {
            ...problemUpdate.ExpressionAttributeNames,
            '#c': 'applyPublicProgress',
          },
          ExpressionAttributeValues: { ...problemUpdate.ExpressionAttributeValues, ...condition.values },
        },
      },
      { Update: { TableName: tableName(), Key: problemSummaryKey(problem.pid), ...lineUpdate } },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
