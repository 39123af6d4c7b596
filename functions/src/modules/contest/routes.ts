import {
  getContestAccess as getContestAccessCall,
  getContestInfo as getContestInfoCall,
  getContestList as getContestListCall,
  registerContest as registerContestCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContestAccess } from './get-contest-access';
import { getContestInfo } from './get-contest-info';
import { getContestList } from './get-contest-list';
import { registerContest } from './register-contest';

/** The public contest calls: the list to anyone, a contest's head, registering and access to accounts. */
export const contestRoutes: readonly Route[] = [
  route(getContestListCall, 'anyone', getContestList),
  route(getContestInfoCall, 'user', getContestInfo, { scope: { need: 'sight', of: 'contest' } }),
  route(registerContestCall, 'user', registerContest, { scope: { need: 'sight', of: 'contest' } }),
  route(getContestAccessCall, 'user', getContestAccess, { scope: { need: 'sight', of: 'contest' } }),
];
