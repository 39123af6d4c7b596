import { lazy, Suspense, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { Toaster } from '../../components/toaster';
import { adoptLanguageFromSearch } from '../../lib/i18n/i18n';
import { useOpenDialog } from '../../lib/dialog-store';
import { useWebsiteConfig } from '../../features/site/api/get-website-config';
import { SiteHeader } from '../layout/site-header';
import { SiteFooter } from '../layout/site-footer';
import { usePageTitle } from '../layout/page-title';
import { NotFoundPage } from './not-found';
import {
  loadContestCatalogues,
  loadTrainingCatalogues,
  loadDiscussionCatalogues,
  needsDiscussionCatalogues,
  loadPeopleCatalogues,
  needsPeopleCatalogues,
  needsContestCatalogues,
  needsTrainingCatalogues,
} from '../feature-catalogues';

/*
 * The account dialogs (forms, their checks, the slide puzzle) load when one first opens, not with
 * the page: a visitor reading the home page never needs them, and they kept /home's first load over
 * its 200 KB budget.
 */
const LoginDialog = lazy(() =>
  import('../../features/account/components/login-dialog').then((module) => ({
    default: module.LoginDialog,
  })),
);
const RegisterDialog = lazy(() =>
  import('../../features/account/components/register-dialog').then((module) => ({
    default: module.RegisterDialog,
  })),
);
const ResetRequestDialog = lazy(() =>
  import('../../features/account/components/reset-request-dialog').then((module) => ({
    default: module.ResetRequestDialog,
  })),
);

/** The one account dialog that is open, loaded on demand. */
function AccountDialogs({ registerOpen }: { registerOpen: boolean }) {
  const open = useOpenDialog();
  return (
    <Suspense fallback={null}>
      {open === 'login' ? <LoginDialog registerOpen={registerOpen} /> : null}
      {open === 'register' && registerOpen ? <RegisterDialog /> : null}
      {open === 'reset-password' ? <ResetRequestDialog /> : null}
    </Suspense>
  );
}

export interface RouterContext {
  queryClient: QueryClient;
}

function RootLayout() {
  const { searchStr, pathname } = useLocation();
  useEffect(() => adoptLanguageFromSearch(searchStr), [searchStr]);
  usePageTitle('notFound.title');
  const { register: registerOpen } = useWebsiteConfig();
  // The admin area (spec §2.18) and a contest or training problem's focus mode (spec part 2 §2) draw
  // their own frame: no site header or footer; focus mode keeps the account dialogs.
  const contestFocusMode = /^\/(contest|training)\/[^/]+\/problem\/[^/]+\/full-screen$/.test(pathname);
  // The scroll board (spec part 2 §2) fills the window of a projector: no frame either.
  const scrollBoard = pathname === '/scrollBoard';
  // The outside scoreboards (spec part 2 §2) are for spectators without an account: a frame of their own.
  const outsideBoard = /^\/contest\/(acm|oi)-scoreboard\/[^/]+\/?$/.test(pathname);
  if (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    contestFocusMode ||
    scrollBoard ||
    outsideBoard
  ) {
    return (
      <>
        <Outlet />
        {/* Focus mode checks entry as the shells do: a visitor logs in right there. */}
        {contestFocusMode ? <AccountDialogs registerOpen={registerOpen} /> : null}
        <Toaster />
      </>
    );
  }
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-800">
      <SiteHeader />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter />
      <AccountDialogs registerOpen={registerOpen} />
      <Toaster />
    </div>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The contest screens' strings load with the first of them, not with /home.
  beforeLoad: ({ location }) => {
    const loads: Promise<void>[] = [];
    if (needsContestCatalogues(location.pathname)) loads.push(loadContestCatalogues());
    // The training, discussion, comment, message, profile and ranking strings likewise load with their
    // first screen.
    if (needsTrainingCatalogues(location.pathname)) loads.push(loadTrainingCatalogues());
    if (needsDiscussionCatalogues(location.pathname)) loads.push(loadDiscussionCatalogues());
    if (needsPeopleCatalogues(location.pathname)) loads.push(loadPeopleCatalogues());
    return loads.length > 0 ? Promise.all(loads).then(() => undefined) : undefined;
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
