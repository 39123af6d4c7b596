import { newestFirstIds } from '../kit/paging/id-ranges';
import { getSubmissionSummaries } from './get-submission-summaries';
import type { IndexMatches } from './query-submission-index';
import type { SubmissionSummary } from './submission-item';

const batchSize = 100;

/**
 * Find the newest submissions that pass `matches` (a status, some problems), site-wide: no index
 * holds every submission, so the ids are read downward from the newest in batches of 100
 * (BatchGetItem, 0.5 RCU per submission) until `wanted` are found, the ids run out, or `maxIds` have
 * been read.
 */
export async function findRecentMatching(
  latestSubmitId: number,
  matches: (summary: SubmissionSummary) => boolean,
  wanted: number,
  maxIds: number,
): Promise<IndexMatches> {
  const items: IndexMatches['items'] = [];
  let next = latestSubmitId;
  while (next >= 1 && items.length < wanted && latestSubmitId - next < maxIds) {
    const ids = newestFirstIds(next, 1, batchSize);
    next -= ids.length;
    items.push(...(await getSubmissionSummaries(ids)).filter(matches));
  }
  return { items: items.slice(0, wanted), exhausted: next < 1 && items.length <= wanted };
}
