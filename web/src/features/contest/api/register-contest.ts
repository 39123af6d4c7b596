import { getContestAccess, getContestInfo, registerContest } from '@oj/shared/api/contest';
import { callKey, useCallMutation } from '../../../lib/call-query';

/**
 * Sends the contest password; the access and the head (its participant count) are read again, then
 * `onRegistered` runs. It is the mutation's own callback, not `mutate`'s: the new access removes the
 * password form before the reads settle, and `mutate`'s callbacks die with the form.
 */
export const useRegisterContest = (cid: number, onRegistered: () => void) =>
  useCallMutation(registerContest, {
    toInput: (password: string) => ({ body: { cid, password } }),
    invalidates: [callKey(getContestAccess, { cid }), callKey(getContestInfo, { cid })],
    onSuccess: onRegistered,
  });
