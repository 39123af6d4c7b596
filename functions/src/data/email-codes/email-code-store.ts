import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { putOneTimeCode, useOneTimeCode } from '../one-time-code';

/** What a code proves: registering with the address (changing an email will be another purpose). */
export type EmailCodePurpose = 'REGISTER';

export function emailCodeKey(email: string, purpose: EmailCodePurpose): ItemKey {
  return { pk: keyOf('EMAILCODE', email.toLowerCase()), sk: purpose };
}

/** Store a code for an address, unless one went out less than `resendSeconds` ago. */
export function putEmailCode(
  email: string,
  purpose: EmailCodePurpose,
  code: string,
  options: { resendSeconds: number; lifetimeSeconds: number },
): Promise<boolean> {
  return putOneTimeCode(emailCodeKey(email, purpose), 'EmailCode', code, options);
}

/** Use the code mailed to an address. */
export function useEmailCode(email: string, purpose: EmailCodePurpose, code: string): Promise<boolean> {
  return useOneTimeCode(emailCodeKey(email, purpose), code);
}
