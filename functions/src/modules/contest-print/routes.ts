import {
  checkContestPrintStatus as checkContestPrintStatusCall,
  getContestPrint as getContestPrintCall,
  submitPrintText as submitPrintTextCall,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { checkContestPrintStatus } from './check-contest-print-status';
import { getContestPrint } from './get-contest-print';
import { submitPrintText } from './submit-print-text';

/**
 * Printing in a contest (spec part 2, §7): a login at the route; contestants who may enter print,
 * the contest's admins read the queue and mark prints printed (checked in the handlers).
 */
export const contestPrintRoutes: readonly Route[] = [
  route(submitPrintTextCall, 'user', submitPrintText),
  route(getContestPrintCall, 'user', getContestPrint),
  route(checkContestPrintStatusCall, 'user', checkContestPrintStatus),
];
