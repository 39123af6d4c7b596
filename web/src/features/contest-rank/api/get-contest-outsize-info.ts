import { getContestOutsizeInfo } from '@oj/shared/api/contest-rank';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/get-contest-outsize-info (the contract's spelling): the contest and its problems for the
 * outside board; refused when the board is not open to spectators, which the page says itself.
 */
export const contestOutsizeInfoQueryOptions = (cid: number) =>
  callQueryOptions(
    getContestOutsizeInfo,
    { cid },
    {
      staleTime: 60_000,
      retry: false,
      callOptions: { quietHttpStatuses: [403, 404], quietRefusalStatuses: [403, 404] },
    },
  );
