import type { getRecentOtherContest as call } from '@oj/shared';
import type { Route } from '../../frame/route';

/**
 * GET /api/get-recent-other-contest: upcoming contests of other judges. The original server scrapes
 * other judges' calendars; this deployment reaches no other judge (there is no remote judging), so
 * the honest answer is an empty list in the contract's shape.
 */
export const getRecentOtherContest: Route<typeof call>['handle'] = async () => [];
