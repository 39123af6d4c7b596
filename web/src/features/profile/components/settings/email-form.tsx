import { useTranslation } from 'react-i18next';
import { profileRules, type ProfileUser } from '@oj/shared/api/profile';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { CodeField } from '../../../../components/ui/code-field';
import { checkEmail } from '../../../../lib/account-validation';
import { showToast } from '../../../../lib/toast-store';
import { useCountdownLock } from '../../../../lib/use-countdown-lock';
import { useChangeEmail } from '../../api/change-email';
import { useSendChangeEmailCode } from '../../api/get-change-email-code';
import { useForm } from '../../../../lib/use-form';
import { emailFormChecks, type EmailForm } from '../../settings/account-forms';

const emptyForm: EmailForm = { newEmail: '', code: '', password: '' };

/** Change email: a code to the new address (then a 60 s lock), then the code with the password. */
export function EmailChangeForm({
  currentEmail,
  onChanged,
}: {
  currentEmail: string;
  onChanged: (user: ProfileUser) => void;
}) {
  const { t } = useTranslation();
  const form = useForm(emptyForm, emailFormChecks);
  const lock = useCountdownLock();
  const sendCode = useSendChangeEmailCode();
  const change = useChangeEmail();

  function send(): void {
    const emailProblem = checkEmail(form.values.newEmail);
    if (emailProblem) return void showToast('warning', t(emailProblem));
    lock.start(profileRules.changeEmailCodeResendSeconds);
    sendCode.mutate(form.values.newEmail.trim(), {
      onSuccess: () => showToast('success', t('profile.email.codeSent'), 5000),
      onError: () => lock.release(),
    });
  }

  const submit = form.handleSubmit((values) => {
    const body = { newEmail: values.newEmail.trim(), code: values.code.trim(), password: values.password };
    change.mutate(body, {
      onSuccess: (user) => {
        showToast('success', t('profile.email.done'));
        form.reset();
        onChanged(user);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="email-form">
      <h3 className="mb-3 text-sm font-semibold text-slate-700">{t('profile.email.title')}</h3>
      <FormField id="email-current" label={t('profile.email.current')} value={currentEmail} disabled />
      <FormField
        id="email-new"
        type="email"
        label={t('profile.email.new')}
        {...form.text('newEmail')}
        problem={form.problemText('newEmail')}
      />
      <CodeField
        id="email-code"
        label={t('profile.email.code')}
        {...form.text('code')}
        problem={form.problemText('code')}
        secondsLeft={lock.secondsLeft}
        onSend={send}
        buttonLabel={
          lock.secondsLeft > 0
            ? t('profile.email.resendIn', { seconds: lock.secondsLeft })
            : t('profile.email.sendCode')
        }
        buttonTestId="send-email-code"
      />
      <FormField
        id="email-password"
        type="password"
        autoComplete="current-password"
        label={t('profile.email.password')}
        {...form.text('password')}
        problem={form.problemText('password')}
      />
      <Button type="submit" disabled={change.isPending}>
        {t('profile.email.submit')}
      </Button>
    </form>
  );
}
