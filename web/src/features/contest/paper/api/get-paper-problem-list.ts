import { getContestProblemList } from '@oj/shared/api/contest-problem';
import { callQueryOptions } from '../../../../lib/call-query';

/** GET /api/get-contest-problem: the exam's problems, objective (CS) and programming. */
export const paperProblemListQueryOptions = (cid: number) =>
  callQueryOptions(getContestProblemList, { cid }, { staleTime: 60_000 });
