import { useState, type FormEvent } from 'react';
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
import { emailFormProblems, hasProblem, type EmailForm } from '../../settings/account-forms';

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
  const [form, setForm] = useState(emptyForm);
  const [touched, setTouched] = useState(false);
  const lock = useCountdownLock();
  const sendCode = useSendChangeEmailCode();
  const change = useChangeEmail();
  const problems = emailFormProblems(form);
  const shown = (field: keyof EmailForm) => (touched && problems[field] ? t(problems[field]) : null);
  const set = (field: keyof EmailForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function send(): void {
    const emailProblem = checkEmail(form.newEmail);
    if (emailProblem) return void showToast('warning', t(emailProblem));
    lock.start(profileRules.changeEmailCodeResendSeconds);
    sendCode.mutate(form.newEmail.trim(), {
      onSuccess: () => showToast('success', t('user-profile.email.codeSent'), 5000),
      onError: () => lock.release(),
    });
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTouched(true);
    if (hasProblem(problems)) return;
    const body = { newEmail: form.newEmail.trim(), code: form.code.trim(), password: form.password };
    change.mutate(body, {
      onSuccess: (user) => {
        showToast('success', t('user-profile.email.done'));
        setForm(emptyForm);
        setTouched(false);
        onChanged(user);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate data-testid="email-form">
      <h3 className="mb-3 text-sm font-semibold text-slate-700">{t('user-profile.email.title')}</h3>
      <FormField id="email-current" label={t('user-profile.email.current')} value={currentEmail} disabled />
      <FormField
        id="email-new"
        type="email"
        label={t('user-profile.email.new')}
        value={form.newEmail}
        onChange={set('newEmail')}
        problem={shown('newEmail')}
      />
      <CodeField
        id="email-code"
        label={t('user-profile.email.code')}
        value={form.code}
        onChange={set('code')}
        problem={shown('code')}
        secondsLeft={lock.secondsLeft}
        onSend={send}
        buttonLabel={
          lock.secondsLeft > 0
            ? t('user-profile.email.resendIn', { seconds: lock.secondsLeft })
            : t('user-profile.email.sendCode')
        }
        buttonTestId="send-email-code"
      />
      <FormField
        id="email-password"
        type="password"
        autoComplete="current-password"
        label={t('user-profile.email.password')}
        value={form.password}
        onChange={set('password')}
        problem={shown('password')}
      />
      <Button type="submit" disabled={change.isPending}>
        {t('user-profile.email.submit')}
      </Button>
    </form>
  );
}
