import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { showToast } from '../../../../lib/toast-store';
import { useChangePassword } from '../../api/change-password';
import { hasProblem, passwordFormProblems, type PasswordForm } from '../../settings/account-forms';

const emptyForm: PasswordForm = { oldPassword: '', newPassword: '', repeat: '' };

/** Change password; the server ends every session of the account, so `onChanged` logs this tab out. */
export function PasswordChangeForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(emptyForm);
  const [touched, setTouched] = useState(false);
  const change = useChangePassword();
  const problems = passwordFormProblems(form);
  const shown = (field: keyof PasswordForm) => (touched && problems[field] ? t(problems[field]) : null);
  const set = (field: keyof PasswordForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTouched(true);
    if (hasProblem(problems)) return;
    change.mutate(
      { oldPassword: form.oldPassword, newPassword: form.newPassword },
      {
        onSuccess: () => {
          showToast('success', t('user-profile.password.done'));
          setForm(emptyForm);
          setTouched(false);
          onChanged();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="password-form">
      <h3 className="mb-3 text-sm font-semibold text-slate-700">{t('user-profile.password.title')}</h3>
      {(['oldPassword', 'newPassword', 'repeat'] as const).map((field) => (
        <FormField
          key={field}
          id={`password-${field}`}
          type="password"
          autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
          label={t(
            `user-profile.password.${field === 'oldPassword' ? 'old' : field === 'newPassword' ? 'new' : 'repeat'}`,
          )}
          value={form[field]}
          onChange={set(field)}
          problem={shown(field)}
        />
      ))}
      <Button type="submit" disabled={change.isPending}>
        {t('user-profile.password.submit')}
      </Button>
    </form>
  );
}
