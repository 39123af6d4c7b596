import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { queryAll } from '../kit/query-all';
import { contestSubmissionsByUser } from './submission-item';

/** What the submit rules need of a user's earlier submission in a contest. */
export interface ContestSubmissionMark {
  submitId: number;
  pid: number;
  status: number;
  submitTime: string;
}

const markFields = { '#status': 'status' };
const markProjection = 'submitId, pid, #status, submitTime';

function markOf(item: Record<string, unknown>): ContestSubmissionMark {
  return {
    submitId: Number(item.submitId),
    pid: Number(item.pid),
    status: Number(item.status),
    submitTime: String(item.submitTime),
  };
}

/**
 * A user's newest submissions in one contest, newest first, at most `limit` (gsi1
 * `contestSubmissionsByUser`, reversed, Limit: the flood guard's read, a unit or two).
 */
export async function newestContestSubmissions(
  cid: number,
  uid: string,
  limit: number,
): Promise<ContestSubmissionMark[]> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: contestSubmissionsByUser.indexName,
      KeyConditionExpression: 'gsi1pk = :partition',
      ExpressionAttributeValues: { ':partition': contestSubmissionsByUser.partition(cid, uid) },
      ExpressionAttributeNames: markFields,
      ProjectionExpression: markProjection,
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map(markOf);
}

/**
 * Every submission a user made to one problem in one contest (gsi1 `contestSubmissionsByUser`,
 * filtered on `pid`): what the exam rules count and look through. DynamoDB bills the whole partition
 * read, which in an exam is the user's own submissions there, at most the limit times the problems.
 */
export async function userContestProblemSubmissions(
  cid: number,
  uid: string,
  pid: number,
): Promise<ContestSubmissionMark[]> {
  const items = await queryAll({
    IndexName: contestSubmissionsByUser.indexName,
    KeyConditionExpression: 'gsi1pk = :partition',
    FilterExpression: 'pid = :pid',
    ExpressionAttributeValues: { ':partition': contestSubmissionsByUser.partition(cid, uid), ':pid': pid },
    ExpressionAttributeNames: markFields,
    ProjectionExpression: markProjection,
  });
  return items.map(markOf);
}

/** A user's contest submission with the display id it was made under, for the exam lock. */
export interface ContestSubmissionMarkWithDisplayId extends ContestSubmissionMark {
  displayPid: string;
}

/**
 * Every submission a user made in one contest (gsi1 `contestSubmissionsByUser`, the whole
 * partition): the exam lock's read. In an exam the partition holds at most the submit limit times
 * the contest's problems, a few read units.
 */
export async function userContestSubmissions(
  cid: number,
  uid: string,
): Promise<ContestSubmissionMarkWithDisplayId[]> {
  const items = await queryAll({
    IndexName: contestSubmissionsByUser.indexName,
    KeyConditionExpression: 'gsi1pk = :partition',
    ExpressionAttributeValues: { ':partition': contestSubmissionsByUser.partition(cid, uid) },
    ExpressionAttributeNames: markFields,
    ProjectionExpression: `${markProjection}, displayPid`,
  });
  return items.map((item) => ({ ...markOf(item), displayPid: String(item.displayPid ?? '') }));
}
