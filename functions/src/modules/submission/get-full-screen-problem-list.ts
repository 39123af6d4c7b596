import type { getFullScreenProblemList as call } from '@oj/shared';
import type { Route } from '../../frame/route';

/**
 * GET /api/get-full-screen-problem-list: the problems of a training (`tid`) or a contest (`cid`) for
 * the focus-mode navigator, with the caller's status on each. Neither trainings nor contests exist
 * yet, so every valid request names none and the list is empty.
 */
export const getFullScreenProblemList: Route<typeof call>['handle'] = () => Promise.resolve([]);
