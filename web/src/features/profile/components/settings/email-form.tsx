import { useTranslation } from 'react-i18next';
import { profileRules, type ProfileUser } from '@oj/shared/api/profile';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { CodeField } from '../../../../components/ui/code-field';
import { showToast } from '../../../../lib/toast-store';
import { useMailedCode } from '../../../../lib/use-mailed-code';
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
  const sendCode = useSendChangeEmailCode();
  const change = useChangeEmail();
  const code = useMailedCode(form.values.newEmail, {
    resendSeconds: profileRules.changeEmailCodeResendSeconds,
    send: sendCode.mutate,
    button: { testId: 'send-email-code', send: 'profile.email.sendCode', resendIn: 'profile.email.resendIn' },
    sentText: 'profile.email.codeSent',
  });

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
      <FormField id="email-new" type="email" label={t('profile.email.new')} {...form.field('newEmail')} />
      <CodeField id="email-code" label={t('profile.email.code')} {...form.field('code')} {...code} />
      <FormField
        id="email-password"
        type="password"
        autoComplete="current-password"
        label={t('profile.email.password')}
        {...form.field('password')}
      />
      <Button type="submit" disabled={change.isPending}>
        {t('profile.email.submit')}
      </Button>
    </form>
  );
}
