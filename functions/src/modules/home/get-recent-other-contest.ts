import type { getRecentOtherContest as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { recentOtherContests } from '../../data/other-contests/recent-other-contests';

/**
 * GET /api/get-recent-other-contest: other judges' upcoming contests (Codeforces' calendar, refreshed
 * every six hours; an empty list while it has never been reached).
 */
export const getRecentOtherContest: Route<typeof call>['handle'] = async (_request, context) =>
  recentOtherContests(Date.now(), undefined, (message, fields) => context.log.warn(message, fields));
