import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import {
  putOneTimeCode,
  useOneTimeCode,
  type PutCodeOutcome,
  type UseCodeOutcome,
  type WriteGuard,
} from '../one-time-code';

export function passwordResetKey(uid: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: 'PASSWORD_RESET' };
}

/** Store a reset code for an account, unless one was mailed less than `resendSeconds` ago or a guard refuses. */
export function putPasswordReset<Name extends string>(
  uid: string,
  code: string,
  options: { resendSeconds: number; lifetimeSeconds: number },
  guards: readonly WriteGuard<Name>[] = [],
): Promise<PutCodeOutcome<Name>> {
  return putOneTimeCode(passwordResetKey(uid), 'PasswordReset', code, options, guards);
}

/** Use an account's reset code (at most five tries, then it is void). */
export function usePasswordReset(uid: string, code: string): Promise<UseCodeOutcome> {
  return useOneTimeCode(passwordResetKey(uid), code);
}
