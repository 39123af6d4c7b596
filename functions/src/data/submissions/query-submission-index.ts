import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import {
  submissionSummaryFromItem,
  submissionsByProblem,
  submissionsByUser,
  type SubmissionSummary,
} from './submission-item';

/** Which index partition to read: one user's submissions or one problem's. */
export type SubmissionIndexPartition = { uid: string } | { pid: number };

/** Conditions a submission must also meet, checked by DynamoDB as it reads (a FilterExpression). */
export interface SubmissionFilter {
  uid?: string;
  pid?: number;
  /** Any of these problems (a partial display-id match). */
  pids?: readonly number[];
  status?: number;
  /** Leave out a group's submissions (kept with `gid`): the site's lists of another's or a problem's. */
  outsideGroups?: boolean;
}

export interface IndexMatches<T = SubmissionSummary> {
  /** Newest first. */
  items: T[];
  /** True when the partition was read to its end: `items` are all the matches. */
  exhausted: boolean;
}

/** Items read per Query page while a filter is on: large enough that rare matches need few round trips. */
const filteredPageSize = 500;

/** The FilterExpression clauses, names and values of `filter`, ANDed by the caller. */
export function filterExpression(filter: SubmissionFilter) {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.uid !== undefined) {
    clauses.push('uid = :uid');
    values[':uid'] = filter.uid;
  }
  if (filter.pid !== undefined) {
    clauses.push('pid = :pid');
    values[':pid'] = filter.pid;
  }
  if (filter.pids !== undefined) {
    const placeholders = filter.pids.map((pid, index) => {
      values[`:pid${index}`] = pid;
      return `:pid${index}`;
    });
    clauses.push(
      placeholders.length > 0 ? `pid IN (${placeholders.join(', ')})` : 'attribute_not_exists(pk)',
    );
  }
  if (filter.outsideGroups) clauses.push('attribute_not_exists(gid)');
  if (filter.status !== undefined) {
    clauses.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = filter.status;
  }
  return { clauses, names, values };
}

/**
 * Read a user's or a problem's submissions newest first (gsi1 or gsi2), keeping those that pass the
 * filter, until `wanted` are found, the partition ends, or `maxRead` items have been read. Without a
 * filter exactly `wanted` items are read; with one, DynamoDB charges for every item it looks at.
 */
export function querySubmissionIndex(
  partition: SubmissionIndexPartition,
  filter: SubmissionFilter,
  wanted: number,
  maxRead: number,
): Promise<IndexMatches> {
  return queryIndexItems(partition, filter, wanted, maxRead, submissionSummaryFromItem);
}

/** The same read, each item converted by `convert` (a caller that needs the code unzips it). */
export function queryIndexItems<T>(
  partition: SubmissionIndexPartition,
  filter: SubmissionFilter,
  wanted: number,
  maxRead: number,
  convert: (item: Record<string, unknown>) => T,
): Promise<IndexMatches<T>> {
  const index =
    'uid' in partition
      ? {
          name: submissionsByUser.indexName,
          key: submissionsByUser.partition(partition.uid),
          attribute: 'gsi1pk',
        }
      : {
          name: submissionsByProblem.indexName,
          key: submissionsByProblem.partition(partition.pid),
          attribute: 'gsi2pk',
        };
  return readIndexNewestFirst(index, filterExpression(filter), wanted, maxRead, convert);
}

/** One index partition: the index, the attribute holding its partition key, and the key. */
export interface IndexPartition {
  name: string;
  attribute: string;
  key: string;
}

/**
 * The loop both the public and the contests' lists read with: the partition newest first, DynamoDB
 * applying `filter`'s clauses and `keep` applied in code, until `wanted` items are kept, the partition
 * ends, or `maxRead` items were looked at. Without a filter exactly `wanted` items are read; with one,
 * pages of `filteredPageSize`, as DynamoDB bills every item it looks at.
 */
export async function readIndexNewestFirst<T>(
  index: IndexPartition,
  filter: { clauses: string[]; names: Record<string, string>; values: Record<string, unknown> },
  wanted: number,
  maxRead: number,
  convert: (item: Record<string, unknown>) => T,
  keep?: (converted: T) => boolean,
): Promise<IndexMatches<T>> {
  const { clauses, names, values } = filter;
  const items: T[] = [];
  let read = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const filtered = clauses.length > 0 || keep !== undefined;
    const pageSize = filtered ? Math.min(filteredPageSize, maxRead - read) : wanted - items.length;
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index.name,
        KeyConditionExpression: '#partition = :partition',
        FilterExpression: clauses.length > 0 ? clauses.join(' AND ') : undefined,
        ExpressionAttributeNames: { '#partition': index.attribute, ...names },
        ExpressionAttributeValues: { ':partition': index.key, ...values },
        ScanIndexForward: false,
        Limit: pageSize,
        ExclusiveStartKey: startKey,
      }),
    );
    read += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      const converted = convert(item);
      if (!keep || keep(converted)) items.push(converted);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < wanted && read < maxRead);
  return { items: items.slice(0, wanted), exhausted: startKey === undefined && items.length <= wanted };
}
