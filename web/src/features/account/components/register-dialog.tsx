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
import { useMailedCode } from '../../../lib/use-mailed-code';
import { Modal } from '../../../components/ui/modal';
import { FormField } from '../../../components/ui/form-field';
import { CodeField } from '../../../components/ui/code-field';
import { Button } from '../../../components/ui/button';
import { useSendRegisterCode } from '../api/get-register-code';
import { useRegister } from '../api/register';
import { useTakenCheck } from './use-taken-check';
import { BackToLogin } from './back-to-login';
import { NewPasswordFields } from './new-password-fields';

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
  const sendCode = useSendRegisterCode();
  const register = useRegister();
  const taken = useTakenCheck(form.values.username, form.values.email);
  const code = useMailedCode(form.values.email, {
    resendSeconds: accountRules.registerCodeResendSeconds,
    send: sendCode.mutate,
    button: { testId: 'send-code', send: 'register.sendCode', resendIn: 'register.resendIn' },
    sentText: 'register.codeSent',
  });

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
        <FormField id="register-username" label={t('fields.username')} {...form.field('username')} />
        <FormField id="register-email" type="email" label={t('fields.email')} {...form.field('email')} />
        <NewPasswordFields form={form} idPrefix="register" passwordLabel={t('fields.password')} />
        <CodeField id="register-code" label={t('fields.code')} {...form.field('code')} {...code} />
        <Button type="submit" className="mt-2 w-full" disabled={register.isPending}>
          {t('register.submit')}
        </Button>
      </form>
      <BackToLogin />
    </Modal>
  );
}
