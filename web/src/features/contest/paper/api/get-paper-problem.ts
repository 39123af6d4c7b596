import { getContestProblemDetails } from '@oj/shared/api/contest-problem';
import { callQueryOptions } from '../../../../lib/call-query';

/** GET /api/get-contest-problem-details: one problem of the paper (a quiz's questions, or a statement). */
export const paperProblemQueryOptions = (cid: number, displayId: string) =>
  callQueryOptions(getContestProblemDetails, { cid, displayId }, { staleTime: Infinity, retry: false });
