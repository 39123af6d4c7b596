import { checkContestPrintStatus, getContestPrint } from '@oj/shared/api/contest-print';
import { callKey, useCallMutation } from '../../../lib/call-query';

/** PUT /api/check-contest-print-status: an admin marks a print as printed. */
export const useCheckContestPrintStatus = () =>
  useCallMutation(checkContestPrintStatus, {
    toInput: (query: { id: number; cid: number }) => ({ query }),
    invalidates: [callKey(getContestPrint)],
  });
