import { queryOptions } from '@tanstack/react-query';
import { getContestRank } from '@oj/shared/api/contest-rank';
import { callApi } from '../../../lib/api-client';
import { callKey } from '../../../lib/call-query';

/**
 * How many contestants the board ranks, star users left out: POST /api/get-contest-rank with
 * `removeStar`, page 1 of 10 rows, read for its `total`. The board copies the viewer's own row to the
 * top of page 1 and counts the copy in `total`; that copy is recognised as a first row naming the
 * viewer and taken off again, so an organiser who also solved problems is not counted twice.
 */
export const rankedContestantsQueryOptions = (cid: number, viewerUid: string | null) => {
  const body = { cid, currentPage: 1, limit: 10, removeStar: true };
  return queryOptions({
    // Keyed apart from the board's own pages: this entry holds a count, not a page.
    queryKey: callKey(getContestRank, undefined, { rankedContestantsOf: body, viewerUid }),
    queryFn: async () => {
      const page = await callApi(getContestRank, { body });
      const pinnedViewer = viewerUid !== null && page.records[0]?.uid === viewerUid ? 1 : 0;
      return page.total - pinnedViewer;
    },
    staleTime: 10_000,
  });
};
