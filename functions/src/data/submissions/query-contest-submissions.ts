import { judgeStatus } from '@oj/shared';
import { queryAll } from '../kit/query-all';
import {
  filterExpression,
  readIndexNewestFirst,
  type IndexMatches,
  type IndexPartition,
  type SubmissionFilter,
} from './query-submission-index';
import {
  contestSubmissions,
  contestSubmissionsByProblem,
  contestSubmissionsByUser,
  submissionFromItem,
  submissionSummaryFromItem,
  type StoredSubmission,
  type SubmissionSummary,
} from './submission-item';

/**
 * Which of a contest's index partitions to read: one user's submissions there (gsi1), one problem's
 * (gsi2), or the whole contest's (gsi3).
 */
export type ContestSubmissionPartition =
  { cid: number; uid: string } | { cid: number; pid: number } | { cid: number };

/** A submission filter, plus the window of submit times (ISO) a contest's lists choose from. */
export interface ContestSubmissionFilter extends SubmissionFilter {
  /** Submitted at or after this time. */
  submittedFrom?: string;
  /** Submitted strictly before this time. */
  submittedBefore?: string;
}

function indexOf(partition: ContestSubmissionPartition): IndexPartition {
  if ('uid' in partition)
    return {
      name: contestSubmissionsByUser.indexName,
      attribute: 'gsi1pk',
      key: contestSubmissionsByUser.partition(partition.cid, partition.uid),
    };
  if ('pid' in partition)
    return {
      name: contestSubmissionsByProblem.indexName,
      attribute: 'gsi2pk',
      key: contestSubmissionsByProblem.partition(partition.cid, partition.pid),
    };
  return {
    name: contestSubmissions.indexName,
    attribute: 'gsi3pk',
    key: contestSubmissions.partition(partition.cid),
  };
}

function contestFilterExpression(filter: ContestSubmissionFilter) {
  const { clauses, names, values } = filterExpression(filter);
  if (filter.submittedFrom !== undefined || filter.submittedBefore !== undefined)
    names['#submitTime'] = 'submitTime';
  if (filter.submittedFrom !== undefined) {
    clauses.push('#submitTime >= :submittedFrom');
    values[':submittedFrom'] = filter.submittedFrom;
  }
  if (filter.submittedBefore !== undefined) {
    clauses.push('#submitTime < :submittedBefore');
    values[':submittedBefore'] = filter.submittedBefore;
  }
  return { clauses, names, values };
}

/**
 * Read one of a contest's index partitions newest first, each item converted by `convert`, keeping
 * those that pass the filter, until `wanted` are found, the partition ends, or `maxRead` items have
 * been read; `keep` filters in code what DynamoDB cannot (a status as a viewer sees it). Without a
 * filter exactly `wanted` items are read; with one, DynamoDB bills every item it looks at. Submit
 * times grow with ids (both are taken when the submission is stored), but the sort key is the id, so
 * a time window is a filter here, not a key range.
 */
export function queryContestSubmissionItems<T>(
  partition: ContestSubmissionPartition,
  filter: ContestSubmissionFilter,
  wanted: number,
  maxRead: number,
  convert: (item: Record<string, unknown>) => T,
  keep?: (converted: T) => boolean,
): Promise<IndexMatches<T>> {
  return readIndexNewestFirst(
    indexOf(partition),
    contestFilterExpression(filter),
    wanted,
    maxRead,
    convert,
    keep,
  );
}

/** The same read answering submissions without their code, as lists show them. */
export function queryContestSubmissions(
  partition: ContestSubmissionPartition,
  filter: ContestSubmissionFilter,
  wanted: number,
  maxRead: number,
  keep?: (summary: SubmissionSummary) => boolean,
): Promise<IndexMatches<SubmissionSummary>> {
  return queryContestSubmissionItems(partition, filter, wanted, maxRead, submissionSummaryFromItem, keep);
}

/**
 * A user's newest accepted submission to one problem in one contest, with its code (gsi1 of the
 * user in the contest, filtered on the problem and status 0): undefined when there is none.
 */
export async function findContestLastAccepted(
  cid: number,
  uid: string,
  pid: number,
): Promise<StoredSubmission | undefined> {
  const found = await queryContestSubmissionItems(
    { cid, uid },
    { pid, status: judgeStatus.accepted },
    1,
    Number.POSITIVE_INFINITY,
    submissionFromItem,
  );
  return found.items[0];
}

/** What a contestant's status on each problem is computed from. */
export interface ContestSubmissionOutcome {
  uid: string;
  pid: number;
  status: number;
  score: number | null;
  submitTime: string;
}

/**
 * Every submission a user made in one contest, newest first, without code or judge details: one
 * Query of the user's partition there (gsi1), a few read units for the tens of submissions a
 * contestant makes.
 */
export async function listContestOutcomes(cid: number, uid: string): Promise<ContestSubmissionOutcome[]> {
  const items = await queryAll({
    IndexName: contestSubmissionsByUser.indexName,
    KeyConditionExpression: 'gsi1pk = :partition',
    ExpressionAttributeValues: { ':partition': contestSubmissionsByUser.partition(cid, uid) },
    ExpressionAttributeNames: { '#status': 'status' },
    ProjectionExpression: 'uid, pid, #status, score, submitTime',
    ScanIndexForward: false,
  });
  return items.map((item) => ({
    uid: String(item.uid),
    pid: Number(item.pid),
    status: Number(item.status),
    score: item.score === undefined || item.score === null ? null : Number(item.score),
    submitTime: String(item.submitTime),
  }));
}
