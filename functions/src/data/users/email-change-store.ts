import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import {
  putOneTimeCode,
  useOneTimeCode,
  type PutCodeOutcome,
  type UseCodeOutcome,
  type WriteGuard,
} from '../one-time-code';

/**
 * The code mailed to the address an account wants to move to. It sits under the account and is
 * stored with the address, so it proves that address for this account only.
 */
export function emailChangeKey(uid: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: 'EMAIL_CHANGE' };
}

function boundCode(email: string, code: string): string {
  return `${email.toLowerCase()} ${code}`;
}

/**
 * Store a code for a new address, unless this account was sent one less than `resendSeconds` ago or a
 * guard (a mail allowance) refuses.
 */
export function putEmailChangeCode<Name extends string>(
  uid: string,
  email: string,
  code: string,
  options: { resendSeconds: number; lifetimeSeconds: number },
  guards: readonly WriteGuard<Name>[] = [],
): Promise<PutCodeOutcome<Name>> {
  return putOneTimeCode(emailChangeKey(uid), 'EmailChangeCode', boundCode(email, code), options, guards);
}

/** Use the code: `used` when it is the live one for this account and address, which is then gone. */
export function useEmailChangeCode(uid: string, email: string, code: string): Promise<UseCodeOutcome> {
  return useOneTimeCode(emailChangeKey(uid), boundCode(email, code));
}
