import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRules, normaliseUsername } from '@oj/shared/domain/account-rules';
import {
  checkEmail,
  checkPassword,
  checkPasswordRepeat,
  checkRegisterCode,
  checkNewUsername,
  firstProblem,
} from '../../../lib/account-validation';
import { closeDialog, showDialog, useOpenDialog } from '../../../lib/dialog-store';
import { prefillLoginUsername } from '../../../lib/login-prefill';
import { showToast } from '../../../lib/toast-store';
import { useCountdownLock } from '../../../lib/use-countdown-lock';
import { Modal } from '../../../components/ui/modal';
import { FormField } from '../../../components/ui/form-field';
import { CodeField } from '../../../components/ui/code-field';
import { Button } from '../../../components/ui/button';
import { useSendRegisterCode } from '../api/get-register-code';
import { useRegister } from '../api/register';
import { useTakenCheck } from './use-taken-check';

const emptyForm = { username: '', email: '', password: '', repeat: '', code: '' };

export function RegisterDialog() {
  const { t } = useTranslation();
  const open = useOpenDialog() === 'register';
  const [form, setForm] = useState(emptyForm);
  const [touched, setTouched] = useState(false);
  const lock = useCountdownLock();
  const sendCode = useSendRegisterCode();
  const register = useRegister();
  const taken = useTakenCheck(form.username, form.email);
  const set = (field: keyof typeof emptyForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const problems = {
    username: checkNewUsername(form.username) ?? (taken.username ? 'validation.usernameTaken' : null),
    email: checkEmail(form.email) ?? (taken.email ? 'validation.emailTaken' : null),
    password: checkPassword(form.password),
    repeat: checkPasswordRepeat(form.password, form.repeat),
    code: checkRegisterCode(form.code),
  };
  const shown = (field: keyof typeof problems) => (touched && problems[field] ? t(problems[field]) : null);

  function send(): void {
    const emailProblem = checkEmail(form.email);
    if (emailProblem) return void showToast('warning', t(emailProblem));
    lock.start(accountRules.registerCodeResendSeconds);
    sendCode.mutate(form.email.trim(), {
      onSuccess: () => showToast('success', t('register.codeSent'), 5000),
      onError: () => lock.release(),
    });
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTouched(true);
    if (firstProblem(...Object.values(problems))) return;
    register.mutate(
      {
        username: form.username.trim(),
        email: form.email.trim(),
        password: form.password,
        code: form.code.trim(),
      },
      {
        onSuccess: () => {
          showToast('success', t('register.done'));
          // The server keeps the name normalised (NFKC); the login dialog opens with it filled in.
          prefillLoginUsername(normaliseUsername(form.username));
          setForm(emptyForm);
          setTouched(false);
          showDialog('login');
        },
        onError: () => setForm((current) => ({ ...current, code: '' })),
      },
    );
  }

  return (
    <Modal open={open} onClose={closeDialog} title={t('register.title')}>
      <form onSubmit={submit} noValidate data-testid="register-form">
        <FormField
          id="register-username"
          label={t('fields.username')}
          value={form.username}
          onChange={set('username')}
          problem={shown('username')}
        />
        <FormField
          id="register-email"
          type="email"
          label={t('fields.email')}
          value={form.email}
          onChange={set('email')}
          problem={shown('email')}
        />
        <FormField
          id="register-password"
          type="password"
          label={t('fields.password')}
          value={form.password}
          onChange={set('password')}
          problem={shown('password')}
        />
        <FormField
          id="register-repeat"
          type="password"
          label={t('fields.passwordRepeat')}
          value={form.repeat}
          onChange={set('repeat')}
          problem={shown('repeat')}
        />
        <CodeField
          id="register-code"
          label={t('fields.code')}
          value={form.code}
          onChange={set('code')}
          problem={shown('code')}
          secondsLeft={lock.secondsLeft}
          onSend={send}
          buttonLabel={
            lock.secondsLeft > 0
              ? t('register.resendIn', { seconds: lock.secondsLeft })
              : t('register.sendCode')
          }
          buttonTestId="send-code"
        />
        <Button type="submit" className="mt-2 w-full" disabled={register.isPending}>
          {t('register.submit')}
        </Button>
      </form>
      <div className="mt-4 text-center">
        <Button variant="link" onClick={() => showDialog('login')}>
          {t('register.toLogin')}
        </Button>
      </div>
    </Modal>
  );
}
