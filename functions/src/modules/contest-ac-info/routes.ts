import {
  checkContestAcInfo as checkContestAcInfoCall,
  getContestAcInfo as getContestAcInfoCall,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { checkContestAcInfo } from './check-contest-ac-info';
import { getContestAcInfo } from './get-contest-ac-info';

/** The AC helper (spec part 2, §7): a login at the route, the contest's admins in the handlers. */
export const contestAcInfoRoutes: readonly Route[] = [
  route(getContestAcInfoCall, 'user', getContestAcInfo),
  route(checkContestAcInfoCall, 'user', checkContestAcInfo),
];
