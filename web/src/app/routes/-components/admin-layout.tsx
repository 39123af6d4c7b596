import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { adminLoginHref } from '../../../lib/login-return';
import { showToast } from '../../../lib/toast-store';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { sessionStore } from '../../../features/account/session/session-store';
import { useSession } from '../../../features/account/session/use-session';
import { useWebsiteConfig } from '../../../features/site/api/get-website-config';
import { hasAdminRole, hasSuperAdminRole } from '../../../features/admin-account/admin-roles';
import { visibleAdminMenu } from '../../../features/admin-account/admin-menu';
import { needsSuperAdmin } from '../../../features/admin-account/super-admin-pages';
import { AdminSideMenu } from '../../../features/admin-account/components/admin-side-menu';
import { AdminBreadcrumbs } from '../../../features/admin-account/components/admin-breadcrumbs';
import { adminLogOut } from '../../../features/admin-account/api/admin-logout';

/**
 * Follows the session while an admin page is open (spec §4, admin area): a login removed (here, in
 * another tab, or by a 401) goes to /admin/login, which comes back here after the login; an account
 * without an admin role is told to log in as an administrator, and a super-admin page is left when
 * the roles no longer allow it.
 */
function useAdminSessionRules(pathname: string, href: string): void {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    if (!session) {
      void navigate({ href: adminLoginHref(href), replace: true });
    } else if (!hasAdminRole(session.user.roleList)) {
      showToast('error', t('admin-account.login.notAdmin'));
      void navigate({ href: adminLoginHref(href), replace: true });
    } else if (needsSuperAdmin(pathname) && !hasSuperAdminRole(session.user.roleList)) {
      void navigate({ to: '/admin', replace: true });
    }
  }, [session, pathname, href, navigate, t]);
}

/** The admin area's frame: top bar, side menu (a drawer below 1024 px), breadcrumbs and the page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname, href } = useLocation();
  const session = useSession();
  const { shortName } = useWebsiteConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  useAdminSessionRules(pathname, href);
  useEffect(() => setMenuOpen(false), [pathname]);
  const pageTitleKey = useMatches({
    select: (matches) =>
      matches
        .map((match) => match.staticData.titleKey)
        .filter(Boolean)
        .at(-1),
  });
  if (!session) return null;
  const groups = visibleAdminMenu(hasSuperAdminRole(session.user.roleList));

  async function logOut(): Promise<void> {
    await adminLogOut();
    sessionStore.clear();
  }

  return (
    <div className="flex min-h-screen bg-slate-100 text-slate-800" data-testid="admin-layout">
      <aside
        className={`fixed inset-y-0 left-0 z-40 w-56 shrink-0 overflow-y-auto bg-slate-800 transition-transform lg:static lg:translate-x-0 ${
          menuOpen ? 'translate-x-0 shadow-xl' : '-translate-x-full'
        }`}
        data-testid="admin-aside"
      >
        <div className="flex h-14 items-center justify-between border-b border-slate-700 px-4">
          <span className="truncate font-semibold text-white">
            {shortName} · {t('admin-account.title')}
          </span>
          <button
            className="rounded px-2 py-1 text-slate-300 hover:bg-slate-700 lg:hidden"
            onClick={() => setMenuOpen(false)}
            aria-label={t('admin-account.menu.close')}
          >
            ✕
          </button>
        </div>
        <AdminSideMenu groups={groups} pathname={pathname} onNavigate={() => setMenuOpen(false)} />
      </aside>
      {menuOpen ? (
        <div className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" onClick={() => setMenuOpen(false)} />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
          <button
            className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 lg:hidden"
            onClick={() => setMenuOpen(true)}
            aria-expanded={menuOpen}
            data-testid="admin-menu-toggle"
          >
            ☰ {t('admin-account.menu.toggle')}
          </button>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <LanguageSwitcher className="flex gap-1" data-testid="admin-language-switcher" />
            <a
              href="/home"
              target="_blank"
              rel="noreferrer"
              className="hidden text-slate-600 hover:text-blue-600 md:inline"
            >
              {t('admin-account.header.toSite')}
            </a>
            <span className="max-w-32 truncate font-medium" data-testid="admin-username">
              {session.user.username}
            </span>
            <button
              className="text-slate-600 hover:text-blue-600"
              onClick={() => void logOut()}
              data-testid="admin-logout"
            >
              {t('admin-account.header.logout')}
            </button>
          </div>
        </header>
        <main className="min-w-0 flex-1 p-4 md:p-6">
          <div className="mb-4">
            <AdminBreadcrumbs pathname={pathname} pageTitleKey={pageTitleKey} />
          </div>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
