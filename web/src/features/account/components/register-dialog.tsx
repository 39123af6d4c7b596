import { useTranslation } from 'react-i18next';
import { accountRules, normaliseUsername } from '@oj/shared/domain/account-rules';
import {
  checkEmail,
  checkPassword,
  checkPasswordRepeat,
  checkRegisterCode,
  checkNewUsername,
} from '../../../lib/account-validation';
import { closeDialog, showDialog, useOpenDialog } from '../../../lib/dialog-store';
import { prefillLoginUsername } from '../../../lib/login-prefill';
import { showToast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
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
  const form = useForm(emptyForm, {
    username: (username) =>
      checkNewUsername(username) ?? (taken.username ? 'validation.usernameTaken' : null),
    email: (email) => checkEmail(email) ?? (taken.email ? 'validation.emailTaken' : null),
    password: checkPassword,
    repeat: (repeat, values) => checkPasswordRepeat(values.password, repeat),
    code: checkRegisterCode,
  });
  const lock = useCountdownLock();
  const sendCode = useSendRegisterCode();
  const register = useRegister();
  const taken = useTakenCheck(form.values.username, form.values.email);

  function send(): void {
    const emailProblem = checkEmail(form.values.email);
    if (emailProblem) return void showToast('warning', t(emailProblem));
    lock.start(accountRules.registerCodeResendSeconds);
    sendCode.mutate(form.values.email.trim(), {
      onSuccess: () => showToast('success', t('register.codeSent'), 5000),
      onError: () => lock.release(),
    });
  }

  const submit = form.handleSubmit((values) =>
    register.mutate(
      {
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        code: values.code.trim(),
      },
      {
        onSuccess: () => {
          showToast('success', t('register.done'));
          // The server keeps the name normalised (NFKC); the login dialog opens with it filled in.
          prefillLoginUsername(normaliseUsername(values.username));
          form.reset();
          showDialog('login');
        },
        onError: () => form.set('code', ''),
      },
    ),
  );

  return (
    <Modal open={open} onClose={closeDialog} title={t('register.title')}>
      <form onSubmit={submit} noValidate data-testid="register-form">
        <FormField
          id="register-username"
          label={t('fields.username')}
          {...form.text('username')}
          problem={form.problemText('username')}
        />
        <FormField
          id="register-email"
          type="email"
          label={t('fields.email')}
          {...form.text('email')}
          problem={form.problemText('email')}
        />
        <FormField
          id="register-password"
          type="password"
          label={t('fields.password')}
          {...form.text('password')}
          problem={form.problemText('password')}
        />
        <FormField
          id="register-repeat"
          type="password"
          label={t('fields.passwordRepeat')}
          {...form.text('repeat')}
          problem={form.problemText('repeat')}
        />
        <CodeField
          id="register-code"
          label={t('fields.code')}
          {...form.text('code')}
          problem={form.problemText('code')}
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
