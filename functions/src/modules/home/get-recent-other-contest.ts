import type { getRecentOtherContest as call } from '@oj/shared';
import type { Route } from '../../frame/route';

/**
 * GET /api/get-recent-other-contest: upcoming contests of other judges. Nothing fetches them yet, so
 * the list is empty, in the contract's shape.
 */
export const getRecentOtherContest: Route<typeof call>['handle'] = async () => [];
