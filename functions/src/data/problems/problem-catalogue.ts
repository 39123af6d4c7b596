import { queryPartition } from '../kit/paging/cached-snapshot';
import { cataloguePartitionKey, problemSummaryFromItem, type ProblemSummary } from './problem-summary';

/** Read the whole problem catalogue, in pid order (one Query, paged by DynamoDB every 1 MB). */
export async function loadProblemCatalogue(): Promise<ProblemSummary[]> {
  return (
    (await queryPartition(cataloguePartitionKey))
      // A verdict landing just after its problem was deleted leaves counters without a problem.
      .filter((item) => item.problemId !== undefined)
      .map(problemSummaryFromItem)
  );
}
