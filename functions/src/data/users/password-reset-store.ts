import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { putOneTimeCode, useOneTimeCode } from '../one-time-code';

export function passwordResetKey(uid: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: 'PASSWORD_RESET' };
}

/** Store a reset code for an account, unless one was mailed less than `resendSeconds` ago. */
export function putPasswordReset(
  uid: string,
  code: string,
  options: { resendSeconds: number; lifetimeSeconds: number },
): Promise<boolean> {
  return putOneTimeCode(passwordResetKey(uid), 'PasswordReset', code, options);
}

/** Use an account's reset code. */
export function usePasswordReset(uid: string, code: string): Promise<boolean> {
  return useOneTimeCode(passwordResetKey(uid), code);
}
