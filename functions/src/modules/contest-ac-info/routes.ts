import {
  checkContestAcInfo as checkContestAcInfoCall,
  getContestAcInfo as getContestAcInfoCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { checkContestAcInfo } from './check-contest-ac-info';
import { getContestAcInfo } from './get-contest-ac-info';

/** The AC helper (spec part 2, §7): the contest's admins only (`administer`, decided at the route). */
export const contestAcInfoRoutes: readonly Route[] = [
  route(getContestAcInfoCall, 'user', getContestAcInfo, { scope: { need: 'administer', of: 'contest' } }),
  route(checkContestAcInfoCall, 'user', checkContestAcInfo, { scope: { need: 'administer', of: 'contest' } }),
];
