import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import {
  putOneTimeCode,
  useOneTimeCode,
  type PutCodeOutcome,
  type UseCodeOutcome,
  type WriteGuard,
} from '../one-time-code';

/** What a code proves: registering with the address (changing an email will be another purpose). */
export type EmailCodePurpose = 'REGISTER';

export function emailCodeKey(email: string, purpose: EmailCodePurpose): ItemKey {
  return { pk: keyOf('EMAILCODE', email.toLowerCase()), sk: purpose };
}

/**
 * Store a code for an address, unless one went out less than `resendSeconds` ago or a guard (a mail
 * allowance) refuses; nothing is written then.
 */
export function putEmailCode<Name extends string>(
  email: string,
  purpose: EmailCodePurpose,
  code: string,
  options: { resendSeconds: number; lifetimeSeconds: number },
  guards: readonly WriteGuard<Name>[] = [],
): Promise<PutCodeOutcome<Name>> {
  return putOneTimeCode(emailCodeKey(email, purpose), 'EmailCode', code, options, guards);
}

/** Use the code mailed to an address (at most five tries, then it is void). */
export function useEmailCode(
  email: string,
  purpose: EmailCodePurpose,
  code: string,
): Promise<UseCodeOutcome> {
  return useOneTimeCode(emailCodeKey(email, purpose), code);
}
