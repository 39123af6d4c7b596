import { getContestProblemList } from '@oj/shared/api/contest-problem';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/get-contest-problem: the board's columns (display id, title, balloon colour) and each
 * problem's accepted and total counts (null while results are hidden from the viewer). Read again
 * with the board.
 */
export const rankProblemListQueryOptions = (cid: number, containsEnd: boolean) =>
  callQueryOptions(getContestProblemList, containsEnd ? { cid, containsEnd: 'true' } : { cid }, {
    staleTime: 10_000,
  });
