import { keyOf } from '../item-key';
import { mailedCodeKind } from '../one-time-code';

/** An account and the address it wants to move to. */
export interface EmailChange {
  uid: string;
  email: string;
}

/**
 * The code mailed to the address an account wants to move to. It sits under the account and is
 * stored with the address, so it proves that address for this account only.
 */
export const emailChangeCodes = mailedCodeKind(
  'EmailChangeCode',
  ({ uid }: EmailChange) => ({ pk: keyOf('USER', uid), sk: 'EMAIL_CHANGE' }),
  ({ email }, code) => `${email.toLowerCase()} ${code}`,
);
