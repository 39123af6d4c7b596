import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getContestOutsideScoreboard, type ContestRankRequest } from '@oj/shared/api/contest-rank';
import { callApi } from '../../../lib/api-client';
import { callKey } from '../../../lib/call-query';

/**
 * POST /api/get-contest-outside-scoreboard: the visitor's board with a keyword or followed users,
 * which the cached GET cannot carry (each spectator's answer is their own).
 */
export const contestOutsideScoreboardQueryOptions = (body: ContestRankRequest) =>
  queryOptions({
    queryKey: callKey(getContestOutsideScoreboard, undefined, { body }),
    queryFn: () =>
      callApi(
        getContestOutsideScoreboard,
        { body },
        { quietHttpStatuses: [403, 404], quietRefusalStatuses: [403, 404] },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
