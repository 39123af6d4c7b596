import { describe, expect, it } from 'vitest';
import {
  checkCaptcha,
  checkEmail,
  checkLoginPassword,
  checkPassword,
  checkPasswordRepeat,
  checkRegisterCode,
  checkNewUsername,
  checkUsername,
} from './account-validation';

describe('account validation (spec §5)', () => {
  it('requires a username of at most 20 characters', () => {
    expect(checkUsername(' ')).toBe('validation.usernameRequired');
    expect(checkUsername('a'.repeat(21))).toBe('validation.usernameTooLong');
    expect(checkUsername('a'.repeat(20))).toBeNull();
  });

  it('allows a new username only the characters the server allows, after normalising', () => {
    expect(checkNewUsername('ｓｔｕｄｅｎｔ')).toBeNull();
    expect(checkNewUsername('ro\u200bot')).toBe('validation.usernameCharacters');
    expect(checkNewUsername('<i>x</i>')).toBe('validation.usernameCharacters');
    expect(checkNewUsername('')).toBe('validation.usernameRequired');
  });

  it('wants a password of 6 to 20 characters', () => {
    expect(checkPassword('')).toBe('validation.passwordRequired');
    expect(checkPassword('12345')).toBe('validation.passwordLength');
    expect(checkPassword('1'.repeat(21))).toBe('validation.passwordLength');
    expect(checkPassword('123456')).toBeNull();
  });

  it('lets a login password run to 25 characters, the longest a generated account gets', () => {
    expect(checkLoginPassword('')).toBe('validation.passwordRequired');
    expect(checkLoginPassword('12345')).toBe('validation.loginPasswordLength');
    expect(checkLoginPassword('1'.repeat(25))).toBeNull();
    expect(checkLoginPassword('1'.repeat(26))).toBe('validation.loginPasswordLength');
  });

  it('wants the repeated password to match', () => {
    expect(checkPasswordRepeat('abcdef', '')).toBe('validation.repeatRequired');
    expect(checkPasswordRepeat('abcdef', 'abcdeg')).toBe('validation.passwordMismatch');
    expect(checkPasswordRepeat('abcdef', 'abcdef')).toBeNull();
  });

  it('wants a well-formed email', () => {
    expect(checkEmail('')).toBe('validation.emailRequired');
    expect(checkEmail('not-an-email')).toBe('validation.emailFormat');
    expect(checkEmail('ana@school.edu')).toBeNull();
  });

  it('wants a register code of exactly 6 characters', () => {
    expect(checkRegisterCode('')).toBe('validation.codeRequired');
    expect(checkRegisterCode('12345')).toBe('validation.codeLength');
    expect(checkRegisterCode('ABC123')).toBeNull();
  });

  it('wants a captcha of 1 to 8 characters', () => {
    expect(checkCaptcha('')).toBe('validation.captchaRequired');
    expect(checkCaptcha('123456789')).toBe('validation.captchaLength');
    expect(checkCaptcha('ab12')).toBeNull();
  });
});
