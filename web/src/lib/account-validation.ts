import { accountRules, usernameProblem } from '@oj/shared/domain/account-rules';

/**
 * The field rules of spec §5, checked before a form is sent. Each returns the i18n key of the problem,
 * or null when the value passes; the server checks the same rules again.
 */
export type ValidationResult = string | null;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkUsername(username: string): ValidationResult {
  const value = username.trim();
  if (!value) return 'validation.usernameRequired';
  if (value.length > accountRules.usernameMaxLength) return 'validation.usernameTooLong';
  return null;
}

/**
 * A username to register: besides the length, the characters the server allows (`usernamePattern`),
 * counted after the same normalising (full-width letters are plain ones).
 */
export function checkNewUsername(username: string): ValidationResult {
  const problem = usernameProblem(username);
  if (problem === 'required') return 'validation.usernameRequired';
  if (problem === 'tooLong') return 'validation.usernameTooLong';
  if (problem === 'characters') return 'validation.usernameCharacters';
  return null;
}

export function checkPassword(password: string): ValidationResult {
  if (!password) return 'validation.passwordRequired';
  if (password.length < accountRules.passwordMinLength || password.length > accountRules.passwordMaxLength)
    return 'validation.passwordLength';
  return null;
}

/** A password to log in with: up to 25 characters, the longest a generated account gets. */
export function checkLoginPassword(password: string): ValidationResult {
  if (!password) return 'validation.passwordRequired';
  if (
    password.length < accountRules.passwordMinLength ||
    password.length > accountRules.loginPasswordMaxLength
  )
    return 'validation.loginPasswordLength';
  return null;
}

export function checkPasswordRepeat(password: string, repeat: string): ValidationResult {
  if (!repeat) return 'validation.repeatRequired';
  return repeat === password ? null : 'validation.passwordMismatch';
}

export function checkEmail(email: string): ValidationResult {
  const value = email.trim();
  if (!value) return 'validation.emailRequired';
  if (value.length > accountRules.emailMaxLength || !emailPattern.test(value))
    return 'validation.emailFormat';
  return null;
}

export function checkRegisterCode(code: string): ValidationResult {
  const value = code.trim();
  if (!value) return 'validation.codeRequired';
  return value.length === accountRules.registerCodeLength ? null : 'validation.codeLength';
}

export function checkCaptcha(captcha: string): ValidationResult {
  const value = captcha.trim();
  if (!value) return 'validation.captchaRequired';
  return value.length <= accountRules.captchaMaxLength ? null : 'validation.captchaLength';
}
