import {
  checkContestPrintStatus as checkContestPrintStatusCall,
  getContestPrint as getContestPrintCall,
  submitPrintText as submitPrintTextCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { checkContestPrintStatus } from './check-contest-print-status';
import { getContestPrint } from './get-contest-print';
import { submitPrintText } from './submit-print-text';

/**
 * Printing in a contest (spec part 2, §7): a login at the route; contestants who may enter print,
 * the contest's admins read the queue and mark prints printed (`administer`); the handlers add
 * printing's own rules (`openPrint`, the end, the interval).
 */
export const contestPrintRoutes: readonly Route[] = [
  route(submitPrintTextCall, 'user', submitPrintText, { scope: { need: 'enter', of: 'contest' } }),
  route(getContestPrintCall, 'user', getContestPrint, { scope: { need: 'administer', of: 'contest' } }),
  route(checkContestPrintStatusCall, 'user', checkContestPrintStatus, {
    scope: { need: 'administer', of: 'contest' },
  }),
];
