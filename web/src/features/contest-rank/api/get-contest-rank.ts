import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getContestRank, type ContestRankRequest } from '@oj/shared/api/contest-rank';
import { callApi } from '../../../lib/api-client';
import { callKey } from '../../../lib/call-query';

/**
 * POST /api/get-contest-rank: a page of the board as the viewer sees it (the frozen board for a
 * contestant while sealed, the real one for its admins), with the viewer's and the followed users'
 * rows on top of page 1. Keyed by the viewer, whose row is pinned; the last page stays on screen
 * while the next loads.
 */
export const contestRankQueryOptions = (body: ContestRankRequest, viewerUid: string | null) =>
  queryOptions({
    queryKey: callKey(getContestRank, undefined, { body, viewerUid }),
    queryFn: () => callApi(getContestRank, { body }),
    placeholderData: keepPreviousData,
    retry: false,
  });
