import type { getFullScreenProblemList as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { enterScope } from '../problem/read-scope';

/**
 * GET /api/get-full-screen-problem-list: the problems of a training (`tid`) or a contest (`cid`) for
 * the focus-mode navigator, with the caller's status on each. The training or contest must exist
 * (`404` otherwise) and let the caller in; its problem set is kept with it, and none holds a problem
 * until trainings and contests are created, so the list of one that exists is empty.
 */
export const getFullScreenProblemList: Route<typeof call>['handle'] = async ({ query }, context) => {
  await enterScope(query, context.user);
  return [];
};
