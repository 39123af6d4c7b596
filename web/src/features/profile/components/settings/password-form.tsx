import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { showToast } from '../../../../lib/toast-store';
import { useChangePassword } from '../../api/change-password';
import { useForm } from '../../../../lib/use-form';
import { passwordFormChecks, type PasswordForm } from '../../settings/account-forms';

const emptyForm: PasswordForm = { oldPassword: '', newPassword: '', repeat: '' };

/** Change password; the server ends every session of the account, so `onChanged` logs this tab out. */
export function PasswordChangeForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const form = useForm(emptyForm, passwordFormChecks);
  const change = useChangePassword();

  const submit = form.handleSubmit(({ oldPassword, newPassword }) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          showToast('success', t('profile.password.done'));
          form.reset();
          onChanged();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="password-form">
      <h3 className="mb-3 text-sm font-semibold text-slate-700">{t('profile.password.title')}</h3>
      {(['oldPassword', 'newPassword', 'repeat'] as const).map((field) => (
        <FormField
          key={field}
          id={`password-${field}`}
          type="password"
          autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
          label={t(
            `profile.password.${field === 'oldPassword' ? 'old' : field === 'newPassword' ? 'new' : 'repeat'}`,
          )}
          {...form.field(field)}
        />
      ))}
      <Button type="submit" disabled={change.isPending}>
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}
