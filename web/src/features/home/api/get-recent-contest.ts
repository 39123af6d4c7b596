import { getRecentContest } from '@oj/shared/api/home';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-recent-contest: contests about to start or running. */
export const recentContestQueryOptions = () => callQueryOptions(getRecentContest, {}, { staleTime: 60_000 });
