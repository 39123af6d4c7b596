import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n/i18n';
import { showDialog } from '../../lib/dialog-store';
import { showToast } from '../../lib/toast-store';
import { readStoredSession } from '../../features/account/session/session-store';
import { rootRoute } from './root';

/**
 * /message: the message centre (spec part 3, §2.5), login required: a visitor is asked to log in
 * and sent home, and the login comes back here. /message itself opens the first box; the boxes are
 * `message.$box.tsx`.
 */
export const messageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/message',
  staticData: { titleKey: 'message.title' },
  beforeLoad: ({ location }) => {
    if (!readStoredSession()) {
      showToast('warning', i18n.t('message.loginFirst'));
      showDialog('login', { returnTo: location.href });
      throw redirect({ to: '/home', replace: true });
    }
    if (/^\/message\/?$/.test(location.pathname))
      throw redirect({ to: '/message/$box', params: { box: 'discuss' }, replace: true });
  },
  component: lazyRouteComponent(() => import('./-components/message-centre-page'), 'MessageCentrePage'),
});
