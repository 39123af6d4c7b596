import { tableName } from '../dynamo-client';
import { transactWrite, type TransactItem } from '../transact';
import { failedConditionIndexes } from '../kit/condition-failure';
import { caseResultsToItem, type StoredCaseResults } from './case-results';
import { buildUpdate } from '../kit/update-expression';
import { caseResultsKey, submissionKey, type Submission } from './submission-item';
import { afterJudgeStateChange } from '../verdicts/verdict-effects';

export interface JudgeStateChange {
  /** The submission as it was read: the change applies only while its round and status are still these. */
  from: Pick<Submission, 'submitId' | 'round' | 'status'>;
  /** Attributes to set (`status`, `round`, `score`, `isManual`, …). */
  set: Record<string, unknown>;
  /** Attributes to remove (a rejudge clears the old verdict's time, memory, judger…). */
  remove?: readonly string[];
  /** New case results to store, or null to delete the old ones; absent leaves them. */
  caseResults?: StoredCaseResults | null;
  /** Derived data that must change exactly once with it (counts taken back out, or added). */
  alsoWrite?: readonly TransactItem[];
}

/**
 * Change a submission's judge state (rejudge, resubmit, manual judge, cancel) with its case results
 * and derived data in one transaction, on the condition that nobody changed the round or the status
 * since it was read: the counts taken back out are those of the verdict that is really replaced.
 * Returns false, writing nothing, when that condition failed.
 */
export async function changeJudgeState(change: JudgeStateChange): Promise<boolean> {
  const update = buildUpdate({ set: change.set, remove: change.remove ?? [] }, 's');
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: submissionKey(change.from.submitId),
        UpdateExpression: update?.UpdateExpression,
        ConditionExpression: '#round = :fromRound AND #status = :fromStatus',
        ExpressionAttributeNames: {
          '#round': 'round',
          '#status': 'status',
          ...update?.ExpressionAttributeNames,
        },
        ExpressionAttributeValues: {
          ':fromRound': change.from.round,
          ':fromStatus': change.from.status,
          ...update?.ExpressionAttributeValues,
        },
      },
    },
  ];
  if (change.caseResults === null)
    items.push({ Delete: { TableName: tableName(), Key: caseResultsKey(change.from.submitId) } });
  else if (change.caseResults)
    items.push({
      Put: {
        TableName: tableName(),
        Item: caseResultsToItem(change.from.submitId, change.caseResults),
      },
    });
  items.push(...(change.alsoWrite ?? []));
  try {
    await transactWrite(items);
  } catch (error) {
    if (failedConditionIndexes(error).includes(0)) return false;
    throw error;
  }
  await afterJudgeStateChange(change.from.submitId);
  return true;
}
