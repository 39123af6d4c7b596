import {
  checkEmail,
  checkPassword,
  checkPasswordRepeat,
  checkRegisterCode,
} from '../../../lib/account-validation';
import type { FieldChecks } from '../../../lib/use-form';

/** Change password (spec §5: 6 to 20 characters, the repeat equal to the new one). */
export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

export const passwordFormChecks: FieldChecks<PasswordForm> = {
  oldPassword: checkPassword,
  newPassword: checkPassword,
  repeat: (repeat, form) => checkPasswordRepeat(form.newPassword, repeat),
};

/** Change email: the new address, the mailed code and the password that proves the owner. */
export interface EmailForm {
  newEmail: string;
  code: string;
  password: string;
}

export const emailFormChecks: FieldChecks<EmailForm> = {
  newEmail: checkEmail,
  code: checkRegisterCode,
  password: checkPassword,
};
