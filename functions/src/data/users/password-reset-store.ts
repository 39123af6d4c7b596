import { keyOf } from '../item-key';
import { mailedCodeKind } from '../one-time-code';

/** The code mailed to an account's address to set a new password; kept under the account. */
export const passwordResetCodes = mailedCodeKind('PasswordReset', (uid: string) => ({
  pk: keyOf('USER', uid),
  sk: 'PASSWORD_RESET',
}));
