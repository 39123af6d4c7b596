import { getContestProblemList } from '@oj/shared/api/contest-problem';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/get-contest-problem: the contest's problems in display id order, with AC and total
 * counts (null while the viewer does not see results as they come).
 */
export const contestProblemListQueryOptions = (cid: number) =>
  callQueryOptions(getContestProblemList, { cid }, { staleTime: 10_000 });
