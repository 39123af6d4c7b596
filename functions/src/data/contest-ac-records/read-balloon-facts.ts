import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { queryAll } from '../kit/query-all';
import { contestKey } from '../contests/contest-keys';
import { userKey } from '../users/user-item';
import {
  contestSubmissionsByUser,
  submissionKey,
  submissionSummaryFromItem,
} from '../submissions/submission-item';
import { acRecordFromItem, contestAcRecordKey, type StoredAcRecord } from './contest-ac-record-item';
import type { AcCandidate, ContestWindow } from './first-accepted';

/** The reads `syncContestAcRecord` makes: each one small, by key or in one user's partition. */

/** What a record copies from its submission. */
export interface AcSubmission extends AcCandidate {
  uid: string;
  username: string;
  pid: number;
  displayPid: string;
  cid: number;
  score: number | null;
  timeMs: number | null;
}

const submissionNames = { '#status': 'status' };
const submissionProjection =
  'submitId, uid, username, pid, displayPid, cid, #status, submitTime, score, timeMs';

/** The projected fields, read as every submission is read (`submissionSummaryFromItem`). */
function acSubmissionOf(item: Record<string, unknown>): AcSubmission {
  const { submitId, uid, username, pid, displayPid, cid, status, submitTime, score, timeMs } =
    submissionSummaryFromItem(item);
  return { submitId, uid, username, pid, displayPid, cid, status, submitTime, score, timeMs };
}

/** The stored record of a user's problem, read strongly consistent (0.5 RCU… 1 RCU). */
export async function readAcRecord(
  cid: number,
  uid: string,
  pid: number,
): Promise<StoredAcRecord | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: contestAcRecordKey(cid, uid, pid), ConsistentRead: true }),
  );
  return Item ? acRecordFromItem(Item) : undefined;
}

/** The contest's start and end, or undefined when the contest is gone. */
export async function readContestWindow(cid: number): Promise<ContestWindow | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: contestKey(cid),
      ProjectionExpression: 'startTime, endTime',
    }),
  );
  if (!Item) return undefined;
  return { startTime: String(Item.startTime), endTime: String(Item.endTime) };
}

/**
 * A submission as it is now (strongly consistent): the index may still show a verdict a rejudge has
 * replaced, so a candidate taken from it is confirmed here before it becomes a record.
 */
export async function readAcSubmission(submitId: number): Promise<AcSubmission | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: submissionKey(submitId),
      ConsistentRead: true,
      ProjectionExpression: submissionProjection,
      ExpressionAttributeNames: submissionNames,
    }),
  );
  return Item ? acSubmissionOf(Item) : undefined;
}

/**
 * The user's accepted submissions of one problem in the contest, as the index has them (gsi1
 * `contestSubmissionsByUser`, filtered on the problem and the verdict). DynamoDB bills the user's
 * whole partition in the contest: their own submissions there, a few dozen at most.
 */
export async function queryAcceptedOfProblem(cid: number, uid: string, pid: number): Promise<AcSubmission[]> {
  const items = await queryAll({
    IndexName: contestSubmissionsByUser.indexName,
    KeyConditionExpression: 'gsi1pk = :partition',
    FilterExpression: 'pid = :pid AND #status = :accepted',
    ExpressionAttributeNames: submissionNames,
    ExpressionAttributeValues: {
      ':partition': contestSubmissionsByUser.partition(cid, uid),
      ':pid': pid,
      ':accepted': judgeStatus.accepted,
    },
    ProjectionExpression: submissionProjection,
  });
  return items.map(acSubmissionOf);
}

/** The account's real name as the helper shows it ('' when none or when the account is gone). */
export async function readRealname(uid: string): Promise<string> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKey(uid), ProjectionExpression: 'realname' }),
  );
  return typeof Item?.realname === 'string' ? Item.realname : '';
}
