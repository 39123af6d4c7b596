import type { getRecentContest as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { contestCatalogue, contestSummaryOf, recentContests } from '../contest';

/**
 * GET /api/get-recent-contest: the site's visible contests running now or starting within two weeks,
 * the first to start first, from the contest catalogue a warm function keeps five seconds.
 */
export const getRecentContest: Route<typeof call>['handle'] = async () => {
  const now = Date.now();
  return recentContests(await contestCatalogue(now), now).map((line) => contestSummaryOf(line, now));
};
