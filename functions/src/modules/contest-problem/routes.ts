import {
  getContestProblemDetails as getContestProblemDetailsCall,
  getContestProblemList as getContestProblemListCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContestProblemList } from './get-contest-problem-list';
import { getContestProblemDetails } from './get-contest-problem-details';

/**
 * A contest's problems for those who may enter it. Both need a login: the contract declares none for
 * the list, but the contest's entry rules (`contestEntry`) ask for one in every case, so the route
 * answers 401 at once.
 */
export const contestProblemRoutes: readonly Route[] = [
  route(getContestProblemListCall, 'user', getContestProblemList, {
    scope: { need: 'enter', of: 'contest' },
  }),
  route(getContestProblemDetailsCall, 'user', getContestProblemDetails, {
    scope: { need: 'enter', of: 'contest' },
  }),
];
