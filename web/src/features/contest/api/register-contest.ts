import { getContestAccess, getContestInfo, registerContest } from '@oj/shared/api/contest';
import { callKey, useCallMutation } from '../../../lib/call-query';

/** Sends the contest password; the access and the head (its participant count) are read again. */
export const useRegisterContest = (cid: number) =>
  useCallMutation(registerContest, {
    toInput: (password: string) => ({ body: { cid, password } }),
    invalidates: [callKey(getContestAccess, { cid }), callKey(getContestInfo, { cid })],
  });
