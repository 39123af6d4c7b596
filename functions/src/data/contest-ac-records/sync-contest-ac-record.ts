import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import type { SubmissionSummary } from '../submissions/submission-item';
import { acRecordToItem, contestAcRecordKey, type StoredAcRecord } from './contest-ac-record-item';
import {
  balloonCandidates,
  compareSubmitOrder,
  earnsBalloon,
  secondsFromStart,
  type ContestWindow,
} from './first-accepted';
import {
  queryAcceptedOfProblem,
  readAcRecord,
  readAcSubmission,
  readContestWindow,
  readRealname,
  type AcSubmission,
} from './read-balloon-facts';

/** What the sync needs of the submission that changed: which record it may touch, and its state now. */
export type ChangedSubmission = Pick<
  SubmissionSummary,
  'submitId' | 'uid' | 'pid' | 'cid' | 'status' | 'submitTime'
>;

/** Two syncs of the same record at once: the loser reads again; this many rounds is far beyond need. */
const maxRounds = 5;

/**
 * Makes the AC record (balloon) of the submission's user and problem right, given the submission's
 * state now: the record stands for the user's earliest accepted answer to the problem made while
 * the contest ran, or does not exist when there is none. Called after every change of a contest
 * submission's judge state (first verdict, rejudge, manual judge, cancel); idempotent, and a public
 * submission (`cid` 0) is left alone.
 *
 * - A verdict that is not accepted on a submission that is not the recorded one changes nothing
 *   (one read of the record: the cost of almost every verdict).
 * - An accepted answer later than a recorded one that is still accepted changes nothing.
 * - Otherwise the user's accepted answers to the problem are read from the index, each confirmed on
 *   the submission itself (the index may lag behind a rejudge), and the earliest becomes the record:
 *   put, replaced, or deleted when none is left. A replaced record keeps `checked`: the balloon
 *   stands for the problem solved, which a rejudge moving the solve to another answer does not undo.
 * - The write is conditional on the record read; a concurrent sync makes it read again.
 */
export async function syncContestAcRecord(
  submission: ChangedSubmission,
  now: Date = new Date(),
): Promise<void> {
  if (submission.cid === 0) return;
  for (let round = 0; round < maxRounds; round += 1) {
    const record = await readAcRecord(submission.cid, submission.uid, submission.pid);
    const accepted = submission.status === judgeStatus.accepted;
    if (!accepted && record?.submitId !== submission.submitId) return;
    const window = await readContestWindow(submission.cid);
    if (!window) return;
    if (
      accepted &&
      record &&
      record.submitId !== submission.submitId &&
      (await recordStands(record, submission, window))
    )
      return;
    const chosen = await earliestConfirmed(submission, window);
    if (await writeRecord(submission, record, chosen, window, now)) return;
  }
  throw new Error(
    `AC record of ${submission.uid} on problem ${submission.pid} in contest ${submission.cid} kept changing`,
  );
}

/** The recorded answer is earlier than the new one and still earns its balloon. */
async function recordStands(
  record: StoredAcRecord,
  submission: ChangedSubmission,
  window: ContestWindow,
): Promise<boolean> {
  if (compareSubmitOrder(record, submission) > 0) return false;
  const recorded = await readAcSubmission(record.submitId);
  return recorded !== undefined && earnsBalloon(recorded, window);
}

/** The user's earliest answer to the problem that earns a balloon, confirmed on the submission itself. */
async function earliestConfirmed(
  submission: ChangedSubmission,
  window: ContestWindow,
): Promise<AcSubmission | undefined> {
  const indexed = await queryAcceptedOfProblem(submission.cid, submission.uid, submission.pid);
  const others = indexed.filter((candidate) => candidate.submitId !== submission.submitId);
  const candidates = [...others, { ...submission, status: submission.status }];
  for (const candidate of balloonCandidates(candidates, window)) {
    const now = await readAcSubmission(candidate.submitId);
    if (
      now &&
      now.cid === submission.cid &&
      now.uid === submission.uid &&
      now.pid === submission.pid &&
      earnsBalloon(now, window)
    )
      return now;
  }
  return undefined;
}

/** Writes the record `chosen` calls for, unless another sync changed it since it was read (false). */
async function writeRecord(
  submission: ChangedSubmission,
  record: StoredAcRecord | undefined,
  chosen: AcSubmission | undefined,
  window: ContestWindow,
  now: Date,
): Promise<boolean> {
  try {
    if (!chosen) {
      if (record) await deleteRecord(record);
      return true;
    }
    if (
      record &&
      record.submitId === chosen.submitId &&
      record.useTime === chosen.timeMs &&
      record.score === chosen.score
    )
      return true;
    const next: StoredAcRecord = {
      cid: submission.cid,
      uid: chosen.uid,
      username: chosen.username,
      realname: record?.realname ?? (await readRealname(chosen.uid)),
      pid: chosen.pid,
      displayId: chosen.displayPid,
      submitId: chosen.submitId,
      submitTime: chosen.submitTime,
      time: secondsFromStart(chosen.submitTime, window),
      score: chosen.score,
      useTime: chosen.timeMs,
      checked: record?.checked ?? false,
      gmtCreate: record?.gmtCreate ?? now.toISOString(),
      gmtModified: now.toISOString(),
    };
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: acRecordToItem(next),
        ...(record
          ? {
              // An admin's tick made meanwhile is not overwritten with the value read.
              ConditionExpression: 'submitId = :recorded AND checked = :checked',
              ExpressionAttributeValues: { ':recorded': record.submitId, ':checked': record.checked },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

function deleteRecord(record: StoredAcRecord) {
  return dynamo().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: contestAcRecordKey(record.cid, record.uid, record.pid),
      ConditionExpression: 'submitId = :recorded',
      ExpressionAttributeValues: { ':recorded': record.submitId },
    }),
  );
}
