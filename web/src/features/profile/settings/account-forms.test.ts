import { describe, expect, it } from 'vitest';
import { hasProblem, problemsOf } from '../../../lib/use-form';
import { emailFormChecks, passwordFormChecks, type EmailForm, type PasswordForm } from './account-forms';

const passwordFormProblems = (form: PasswordForm) => problemsOf(form, passwordFormChecks);
const emailFormProblems = (form: EmailForm) => problemsOf(form, emailFormChecks);

describe('the change-password form', () => {
  it('passes 6 to 20 characters with an equal repeat', () => {
    const problems = passwordFormProblems({
      oldPassword: 'old123',
      newPassword: 'new1234',
      repeat: 'new1234',
    });
    expect(hasProblem(problems)).toBe(false);
  });

  it('names a short new password and a repeat that differs', () => {
    expect(passwordFormProblems({ oldPassword: '', newPassword: '12345', repeat: '1234' })).toEqual({
      oldPassword: 'validation.passwordRequired',
      newPassword: 'validation.passwordLength',
      repeat: 'validation.passwordMismatch',
    });
    expect(
      passwordFormProblems({ oldPassword: 'old123', newPassword: 'x'.repeat(21), repeat: '' }),
    ).toMatchObject({ newPassword: 'validation.passwordLength', repeat: 'validation.repeatRequired' });
  });
});

describe('the change-email form', () => {
  it('needs a well-formed address, a six-character code and the password', () => {
    expect(emailFormProblems({ newEmail: 'a@b', code: '123', password: '' })).toEqual({
      newEmail: 'validation.emailFormat',
      code: 'validation.codeLength',
      password: 'validation.passwordRequired',
    });
    expect(hasProblem(emailFormProblems({ newEmail: 'a@b.io', code: 'ABC123', password: 'secret1' }))).toBe(
      false,
    );
  });
});
