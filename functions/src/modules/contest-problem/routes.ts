import {
  getContestProblemDetails as getContestProblemDetailsCall,
  getContestProblemList as getContestProblemListCall,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { getContestProblemList } from './get-contest-problem-list';
import { getContestProblemDetails } from './get-contest-problem-details';

/**
 * A contest's problems for those who may enter it. The list is open to the route (the contract
 * declares no login) and the contest's entry rules then ask for one; the problem page needs a login.
 */
export const contestProblemRoutes: readonly Route[] = [
  route(getContestProblemListCall, 'anyone', getContestProblemList),
  route(getContestProblemDetailsCall, 'user', getContestProblemDetails),
];
