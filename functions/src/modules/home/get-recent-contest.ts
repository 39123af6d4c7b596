import type { getRecentContest as call } from '@oj/shared';
import type { Route } from '../../frame/route';

/**
 * GET /api/get-recent-contest: the contests about to start or running. Contests come with the contest
 * area (document 2); until then there are none, and the answer keeps the contract's shape.
 */
export const getRecentContest: Route<typeof call>['handle'] = async () => [];
