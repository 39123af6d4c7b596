import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { Toaster } from '../../components/toaster';
import { adoptLanguageFromSearch } from '../../lib/i18n/i18n';
import { LoginDialog } from '../../features/session/components/login-dialog';
import { RegisterDialog } from '../../features/account/components/register-dialog';
import { ResetRequestDialog } from '../../features/account/components/reset-request-dialog';
import { useWebsiteConfig } from '../../features/site-config/api/get-website-config';
import { SiteHeader } from '../layout/site-header';
import { SiteFooter } from '../layout/site-footer';
import { usePageTitle } from '../layout/page-title';
import { NotFoundPage } from './not-found';

export interface RouterContext {
  queryClient: QueryClient;
}

function RootLayout() {
  const { searchStr } = useLocation();
  useEffect(() => adoptLanguageFromSearch(searchStr), [searchStr]);
  usePageTitle('notFound.title');
  const { register: registerOpen } = useWebsiteConfig();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-800">
      <SiteHeader />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter />
      <LoginDialog registerOpen={registerOpen} />
      {registerOpen ? <RegisterDialog /> : null}
      <ResetRequestDialog />
      <Toaster />
    </div>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
