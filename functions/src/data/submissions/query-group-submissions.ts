import {
  filterExpression,
  readIndexNewestFirst,
  type IndexMatches,
  type SubmissionFilter,
} from './query-submission-index';
import { groupSubmissions, submissionSummaryFromItem, type SubmissionSummary } from './submission-item';

/**
 * A group's submissions made outside its contests, newest first (gsi3 `GROUPSUB#gid`), keeping those
 * that pass `filter` (DynamoDB, as it reads) and `keep` (in code: a display id as the group shows it),
 * until `wanted` are found, the partition ends, or `maxRead` were looked at. Without a filter exactly
 * `wanted` items are read (0.5 RCU per 4 KB); with one, DynamoDB bills every item it looks at.
 */
export function queryGroupSubmissions(
  gid: number,
  filter: SubmissionFilter,
  wanted: number,
  maxRead: number,
  keep?: (summary: SubmissionSummary) => boolean,
): Promise<IndexMatches<SubmissionSummary>> {
  return readIndexNewestFirst(
    { name: groupSubmissions.indexName, attribute: 'gsi3pk', key: groupSubmissions.partition(gid) },
    filterExpression(filter),
    wanted,
    maxRead,
    submissionSummaryFromItem,
    keep,
  );
}
