import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { accountRules } from '@oj/shared/domain/account-rules';
import { checkLoginPassword, checkUsername } from '../../../lib/account-validation';
import { ApiError } from '../../../lib/api-error';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { supportedLanguages } from '../../../lib/i18n/languages';
import { showToast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { sessionStore } from '../../../features/account/session/session-store';
import { slideCaptchaQueryOptions } from '../../../features/account/api/get-slide-captcha';
import { SlidePuzzle } from '../../../features/account/components/slide-puzzle';
import { useWebsiteConfig } from '../../../features/site/api/get-website-config';
import { adminLogIn } from '../../../features/admin-account/api/admin-login';

/** The server asks for the slide puzzle (the login back-off) with envelope status 403. */
function demandsPuzzle(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'refused' && error.status === 403;
}

/**
 * /admin/login (spec §2.18): its own page. The server refuses a wrong password ("Please check your
 * username or password") and a non-admin account ("Please login again with the administrator
 * account!"); the API client shows its message. After five failures the slide puzzle is asked for.
 */
export function AdminLoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { shortName } = useWebsiteConfig();
  const form = useForm(
    { username: '', password: '' },
    { username: checkUsername, password: checkLoginPassword },
  );
  const [failures, setFailures] = useState(0);
  const [puzzleAttempt, setPuzzleAttempt] = useState(0);
  const [slideOffset, setSlideOffset] = useState<number | null>(null);
  const needsPuzzle = failures >= accountRules.slideVerificationAfterFailures;
  const puzzle = useQuery({ ...slideCaptchaQueryOptions(puzzleAttempt), enabled: needsPuzzle });
  const logIn = useMutation({ mutationFn: adminLogIn });

  const submit = form.handleSubmit(({ username, password }) => {
    if (needsPuzzle && (slideOffset === null || !puzzle.data)) {
      showToast('warning', t('admin-account.login.slideFirst'));
      return;
    }
    const verification =
      needsPuzzle && puzzle.data && slideOffset !== null
        ? { captchaKey: puzzle.data.captchaKey, slideOffset }
        : {};
    logIn.mutate(
      { username: username.trim(), password, ...verification },
      {
        onSuccess: ({ token, user }) => {
          sessionStore.logIn(token, user);
          showToast('success', t('admin-account.login.welcome', { name: user.username }));
          void navigate({ to: '/admin', replace: true });
        },
        onError: (error) => {
          setFailures((count) =>
            demandsPuzzle(error) ? Math.max(count, accountRules.slideVerificationAfterFailures) : count + 1,
          );
          setSlideOffset(null);
          setPuzzleAttempt((attempt) => attempt + 1);
        },
      },
    );
  });

  return (
    <div
      className="flex min-h-screen items-center justify-center bg-slate-100 px-4"
      data-testid="admin-login-page"
    >
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm text-slate-500">
          {shortName} · {t('admin-account.title')}
        </p>
        <h1 className="mt-1 mb-6 text-xl font-semibold">{t('admin-account.login.heading')}</h1>
        <form onSubmit={submit} noValidate data-testid="admin-login-form">
          <FormField
            id="admin-login-username"
            label={t('fields.username')}
            autoComplete="username"
            {...form.field('username')}
          />
          <FormField
            id="admin-login-password"
            type="password"
            label={t('fields.password')}
            autoComplete="current-password"
            {...form.field('password')}
          />
          {needsPuzzle && puzzle.data ? (
            <SlidePuzzle key={puzzle.data.captchaKey} puzzle={puzzle.data} onSlid={setSlideOffset} />
          ) : null}
          <Button
            type="submit"
            className="mt-2 w-full"
            disabled={logIn.isPending}
            data-testid="admin-login-submit"
          >
            {t('admin-account.login.submit')}
          </Button>
        </form>
        <div className="mt-6 flex items-center justify-between text-sm">
          <a href="/home" className="text-blue-600 hover:underline">
            {t('admin-account.login.backToSite')}
          </a>
          <div className="flex gap-1">
            {supportedLanguages.map((language) => (
              <button
                key={language}
                onClick={() => changeLanguage(language)}
                className={`rounded px-2 py-0.5 ${i18n.language === language ? 'bg-blue-50 text-blue-600' : 'text-slate-500 hover:text-blue-600'}`}
              >
                {t(`languages.${language}`)}
              </button>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
