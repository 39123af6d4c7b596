import { getContestProblemDetails } from '@oj/shared/api/contest-problem';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/get-contest-problem-details: one problem's page inside the contest, by its display id
 * there; the answer has the public problem page's shape, under the contest's display title.
 */
export const contestProblemDetailsQueryOptions = (cid: number, displayId: string) =>
  callQueryOptions(getContestProblemDetails, { cid, displayId }, { retry: false });
