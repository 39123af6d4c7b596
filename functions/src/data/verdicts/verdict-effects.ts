import { judgeStatus, verdictCounterByStatus } from '@oj/shared';
import { tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import type { TransactItem } from '../transact';
import { problemSummaryKey } from '../problems/problem-summary';
import { acDayKey, siteDayKey, userDayKey, userStatsKey, utcDay } from '../stats/stats-keys';
import type { Submission } from '../submissions/submission-item';

/** What of a submission the derived data depends on. */
export type JudgedSubmission = Pick<Submission, 'uid' | 'username' | 'pid' | 'submitTime'>;

function addTo(
  key: ItemKey,
  deltas: Record<string, number>,
  extra: { sets?: Record<string, Set<number>>; assign?: Record<string, unknown> } = {},
): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const adds: string[] = [];
  let index = 0;
  for (const [name, delta] of Object.entries({ ...deltas, ...extra.sets })) {
    names[`#a${index}`] = name;
    values[`:a${index}`] = delta;
    adds.push(`#a${index} :a${index}`);
    index += 1;
  }
  const assigns: string[] = [];
  for (const [name, value] of Object.entries(extra.assign ?? {})) {
    names[`#a${index}`] = name;
    values[`:a${index}`] = value;
    assigns.push(`#a${index} = :a${index}`);
    index += 1;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: [assigns.length ? `SET ${assigns.join(', ')}` : '', `ADD ${adds.join(', ')}`]
        .filter(Boolean)
        .join(' '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * The counter changes a final verdict makes, `sign` 1 when it lands and -1 when it is taken back:
 * the problem's counts by verdict, the user's totals, the user's day (heatmap), the site's day (the
 * week's statistics) and, for an accepted one, the user's accepted count of the day (the recent AC
 * rank). The solved and tried sets only grow: taking a verdict back never un-solves a problem, as
 * another accepted submission may exist.
 */
function effectWrites(submission: JudgedSubmission, status: number, sign: 1 | -1): TransactItem[] {
  const counter = verdictCounterByStatus[status];
  // A cancelled submission (or one without a verdict) counts nowhere.
  if (!counter) return [];
  const accepted = status === judgeStatus.accepted ? 1 : 0;
  const day = utcDay(submission.submitTime);
  const writes: TransactItem[] = [
    addTo(problemSummaryKey(submission.pid), { total: sign, [counter]: sign }),
    addTo(
      userStatsKey(submission.uid),
      { submitted: sign, accepted: sign * accepted },
      sign === 1
        ? {
            sets: accepted
              ? { tried: new Set([submission.pid]), solved: new Set([submission.pid]) }
              : { tried: new Set([submission.pid]) },
          }
        : {},
    ),
    addTo(userDayKey(submission.uid, day), { count: sign }),
    addTo(siteDayKey(day), { total: sign, ac: sign * accepted }),
  ];
  if (accepted)
    writes.push(
      addTo(acDayKey(day, submission.uid), { ac: sign }, { assign: { username: submission.username } }),
    );
  return writes;
}

/** The writes that count a final verdict landing; they go in the transaction that stores it. */
export function verdictEffectWrites(submission: JudgedSubmission, status: number): TransactItem[] {
  return effectWrites(submission, status, 1);
}

/**
 * The writes that take a final verdict's share back out, in the transaction that moves the
 * submission away from it (rejudge, manual judge, cancel).
 */
export function undoVerdictEffectWrites(
  submission: JudgedSubmission,
  previousStatus: number,
): TransactItem[] {
  return effectWrites(submission, previousStatus, -1);
}
