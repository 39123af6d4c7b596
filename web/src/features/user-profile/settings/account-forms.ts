import {
  checkEmail,
  checkPassword,
  checkPasswordRepeat,
  checkRegisterCode,
  type ValidationResult,
} from '../../../lib/account-validation';

/** Change password (spec §5: 6 to 20 characters, the repeat equal to the new one). */
export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

export function passwordFormProblems(form: PasswordForm): Record<keyof PasswordForm, ValidationResult> {
  return {
    oldPassword: checkPassword(form.oldPassword),
    newPassword: checkPassword(form.newPassword),
    repeat: checkPasswordRepeat(form.newPassword, form.repeat),
  };
}

/** Change email: the new address, the mailed code and the password that proves the owner. */
export interface EmailForm {
  newEmail: string;
  code: string;
  password: string;
}

export function emailFormProblems(form: EmailForm): Record<keyof EmailForm, ValidationResult> {
  return {
    newEmail: checkEmail(form.newEmail),
    code: checkRegisterCode(form.code),
    password: checkPassword(form.password),
  };
}

export function hasProblem(problems: Record<string, ValidationResult>): boolean {
  return Object.values(problems).some((problem) => problem !== null);
}
