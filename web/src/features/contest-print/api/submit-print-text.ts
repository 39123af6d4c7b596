import { getContestPrint, submitPrintText } from '@oj/shared/api/contest-print';
import { callKey, useCallMutation } from '../../../lib/call-query';

/** POST /api/submit-print-text: a contestant's text goes to the contest's print queue. */
export const useSubmitPrintText = () =>
  useCallMutation(submitPrintText, {
    toInput: (body: { cid: number; content: string }) => ({ body }),
    invalidates: [callKey(getContestPrint)],
  });
