import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n/i18n';
import { showDialog } from '../../lib/dialog-store';
import { showToast } from '../../lib/toast-store';
import { readStoredSession } from '../../features/account/session/session-store';
import { userHomeInfoQueryOptions } from '../../features/profile/api/get-user-home-info';
import { rootRoute } from './root';

/** /setting needs a login (spec §2): a visitor is asked to log in and sent home; the login comes back. */
export const settingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/setting',
  staticData: { titleKey: 'profile.setting.title' },
  beforeLoad: ({ location }) => {
    if (readStoredSession()) return;
    showToast('warning', i18n.t('profile.setting.loginFirst'));
    showDialog('login', { returnTo: location.href });
    throw redirect({ to: '/home', replace: true });
  },
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(userHomeInfoQueryOptions({})),
  component: lazyRouteComponent(() => import('./-components/setting-page'), 'SettingPage'),
});
