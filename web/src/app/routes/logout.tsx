import { createRoute, redirect } from '@tanstack/react-router';
import { logOut } from '../../features/account/api/logout';
import { rootRoute } from './root';

/** /logout logs out and goes to /home (spec §2). */
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  beforeLoad: async () => {
    await logOut();
    throw redirect({ to: '/home', replace: true });
  },
});
