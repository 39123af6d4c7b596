import { getRecentSevenAcRank } from '@oj/shared/api/home';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-recent-seven-ac-rank: most accepted submissions over the last seven days. */
export const recentSevenAcRankQueryOptions = () =>
  callQueryOptions(getRecentSevenAcRank, {}, { staleTime: 60_000 });
