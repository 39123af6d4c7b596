import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPassword, checkPasswordRepeat, checkUsername } from '../../../lib/account-validation';
import { showToast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
import { FormField } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { useResetPassword } from '../api/reset-password';
import { checkTaken } from '../api/check-username-or-email';
import { NewPasswordFields } from './new-password-fields';

interface ResetPasswordFormProps {
  username: string;
  code: string;
  /** After success: the page goes home and opens the login dialog (spec §4). */
  onDone: () => void;
}

/** The /reset-password page's form: read-only username, new password, repeat (spec §2, §5). */
export function ResetPasswordForm({ username, code, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm(
    { username, password: '', repeat: '' },
    {
      // The page's username, read-only: checked as given, and against the server's answer.
      username: () => checkUsername(username) ?? (unknownUser ? 'validation.usernameUnknown' : null),
      password: checkPassword,
      repeat: (repeat, values) => checkPasswordRepeat(values.password, repeat),
    },
  );
  const reset = useResetPassword();
  // Spec §5: the username is checked against the server before anything is typed.
  const [unknownUser, setUnknownUser] = useState(false);
  useEffect(() => {
    if (checkUsername(username)) return;
    let current = true;
    checkTaken({ username }).then(
      (taken) => current && setUnknownUser(!taken.username),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [username]);
  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { username, password, code },
      {
        onSuccess: () => {
          showToast('success', t('resetPage.done'));
          onDone();
        },
      },
    ),
  );

  // An unknown name is said at once, before anything is typed (spec §5).
  const usernameProblem = unknownUser ? t('validation.usernameUnknown') : form.problemText('username');
  return (
    <form onSubmit={submit} noValidate data-testid="reset-password-form">
      <FormField
        id="reset-page-username"
        label={t('fields.username')}
        value={username}
        readOnly
        problem={usernameProblem}
      />
      <NewPasswordFields form={form} idPrefix="reset-page" passwordLabel={t('fields.newPassword')} />
      <Button type="submit" className="mt-2 w-full" disabled={reset.isPending || !code}>
        {t('resetPage.submit')}
      </Button>
    </form>
  );
}
