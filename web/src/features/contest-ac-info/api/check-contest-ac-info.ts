import { checkContestAcInfo, getContestAcInfo } from '@oj/shared/api/contest-ac-info';
import { callKey, useCallMutation } from '../../../lib/call-query';

/** PUT /api/check-contest-ac-info: a balloon delivered (or not after all). */
export const useCheckContestAcInfo = () =>
  useCallMutation(checkContestAcInfo, {
    toInput: (body: { id: number; cid: number; checked: boolean }) => ({ body }),
    invalidates: [callKey(getContestAcInfo)],
  });
