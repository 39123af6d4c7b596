import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { adminReturnPath } from '../../../lib/login-return';
import { showToast } from '../../../lib/toast-store';
import { Button } from '../../../components/ui/button';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { sessionStore } from '../../../features/account/session/session-store';
import { LoginFields } from '../../../features/account/components/login-fields';
import { useLoginForm } from '../../../features/account/components/use-login-form';
import { useWebsiteConfig } from '../../../features/site/api/get-website-config';
import { adminLogIn } from '../../../features/admin-account/api/admin-login';

/**
 * /admin/login (spec §2.18): its own page. The server refuses a wrong password ("Please check your
 * username or password") and a non-admin account ("Please login again with the administrator
 * account!"); the API client shows its message. After five failures the slide puzzle is asked for.
 * A login returns to the page a guard sent the admin away from (`?redirect=`).
 */
const adminLoginRouteApi = getRouteApi('/admin/login');

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect: back } = adminLoginRouteApi.useSearch();
  const { shortName } = useWebsiteConfig();
  const login = useLoginForm({ slideFirstKey: 'admin-account.login.slideFirst' });
  const logIn = useMutation({ mutationFn: adminLogIn });

  const submit = login.handleSubmit((input) =>
    logIn.mutate(input, {
      onSuccess: ({ token, user }) => {
        sessionStore.logIn(token, user);
        showToast('success', t('admin-account.login.welcome', { name: user.username }));
        // Back to the admin page that sent here (its route checked it is one), else the dashboard.
        void navigate({ href: adminReturnPath(back) ?? '/admin', replace: true });
      },
      onError: login.failed,
    }),
  );

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
          <LoginFields login={login} idPrefix="admin-login" />
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
          <LanguageSwitcher className="flex gap-1" />
        </div>
      </div>
    </div>
  );
}
