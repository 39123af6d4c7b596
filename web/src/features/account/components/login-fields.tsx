import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import type { LoginForm } from './use-login-form';
import { SlidePuzzle } from './slide-puzzle';

interface LoginFieldsProps {
  login: LoginForm;
  /** Starts the inputs' ids (`<prefix>-username`, `<prefix>-password`), unique on the page. */
  idPrefix: string;
}

/** The fields of a login form: username, password and, once needed, the slide puzzle. */
export function LoginFields({ login, idPrefix }: LoginFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        id={`${idPrefix}-username`}
        label={t('fields.username')}
        autoComplete="username"
        {...login.form.field('username')}
      />
      <FormField
        id={`${idPrefix}-password`}
        type="password"
        label={t('fields.password')}
        autoComplete="current-password"
        {...login.form.field('password')}
      />
      {login.puzzle ? (
        <SlidePuzzle key={login.puzzle.captchaKey} puzzle={login.puzzle} onSlid={login.setSlideOffset} />
      ) : null}
    </>
  );
}
