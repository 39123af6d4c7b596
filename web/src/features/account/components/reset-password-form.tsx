import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPassword, checkPasswordRepeat, checkUsername } from '../../../lib/account-validation';
import { showToast } from '../../../lib/toast-store';
import { FormField } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { useResetPassword } from '../api/reset-password';
import { checkTaken } from '../api/check-username-or-email';

interface ResetPasswordFormProps {
  username: string;
  code: string;
  /** After success: the page goes home and opens the login dialog (spec §4). */
  onDone: () => void;
}

/** The /reset-password page's form: read-only username, new password, repeat (spec §2, §5). */
export function ResetPasswordForm({ username, code, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
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
  const problems = {
    username: checkUsername(username) ?? (unknownUser ? 'validation.usernameUnknown' : null),
    password: checkPassword(password),
    repeat: checkPasswordRepeat(password, repeat),
  };

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTouched(true);
    if (problems.username || problems.password || problems.repeat) return;
    reset.mutate(
      { username, password, code },
      {
        onSuccess: () => {
          showToast('success', t('resetPage.done'));
          onDone();
        },
      },
    );
  }

  const shown = (key: string | null) => (touched && key ? t(key) : null);
  const usernameProblem = unknownUser ? t('validation.usernameUnknown') : shown(problems.username);
  return (
    <form onSubmit={submit} noValidate data-testid="reset-password-form">
      <FormField
        id="reset-page-username"
        label={t('fields.username')}
        value={username}
        readOnly
        problem={usernameProblem}
      />
      <FormField
        id="reset-page-password"
        type="password"
        label={t('fields.newPassword')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        problem={shown(problems.password)}
      />
      <FormField
        id="reset-page-repeat"
        type="password"
        label={t('fields.passwordRepeat')}
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        problem={shown(problems.repeat)}
      />
      <Button type="submit" className="mt-2 w-full" disabled={reset.isPending || !code}>
        {t('resetPage.submit')}
      </Button>
    </form>
  );
}
