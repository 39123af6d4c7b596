import { getRecentUpdatedProblem } from '@oj/shared/api/home';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-recent-updated-problem: the five problems changed last. */
export const recentUpdatedProblemQueryOptions = () =>
  callQueryOptions(getRecentUpdatedProblem, {}, { staleTime: 60_000 });
