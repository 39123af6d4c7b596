import { keyOf } from '../item-key';
import { mailedCodeKind } from '../one-time-code';

/** The code that proves an address before an account is registered with it; kept under the address. */
export const registerCodes = mailedCodeKind('EmailCode', (email: string) => ({
  pk: keyOf('EMAILCODE', email.toLowerCase()),
  sk: 'REGISTER',
}));
