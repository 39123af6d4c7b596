import { getContestProblemList } from '@oj/shared/api/contest-problem';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/get-contest-problem: the contest's problems in display id order, with AC and total
 * counts (null while the viewer does not see results as they come); `containsEnd` counts the
 * after-contest submissions too.
 */
export const contestProblemListQueryOptions = (cid: number, containsEnd = false) =>
  callQueryOptions(
    getContestProblemList,
    { cid, containsEnd: containsEnd ? 'true' : 'false' },
    { staleTime: 10_000 },
  );
