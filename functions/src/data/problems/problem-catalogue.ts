import { batchGetItems } from '../kit/batch-get';
import { queryPartition } from '../kit/paging/cached-snapshot';
import {
  cataloguePartitionKey,
  problemSummaryFromItem,
  problemSummaryKey,
  type ProblemSummary,
} from './problem-summary';

/** A verdict landing just after its problem was deleted leaves a line of counters without a problem. */
const holdsProblem = (item: Record<string, unknown>) => item.problemId !== undefined;

/** Read the whole problem catalogue, in pid order (one Query, paged by DynamoDB every 1 MB). */
export async function loadProblemCatalogue(): Promise<ProblemSummary[]> {
  return (await queryPartition(cataloguePartitionKey)).filter(holdsProblem).map(problemSummaryFromItem);
}

/**
 * The catalogue lines of some problems by pid (BatchGetItem, 0.5 RCU a line): what a cached copy of
 * the catalogue lacks. Problems that do not exist are left out.
 */
export async function readProblemLines(pids: readonly number[]): Promise<ProblemSummary[]> {
  return (await batchGetItems(pids.map(problemSummaryKey))).filter(holdsProblem).map(problemSummaryFromItem);
}
