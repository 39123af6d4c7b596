import { createRoute, redirect } from '@tanstack/react-router';
import { logOut } from '../../features/session/api/logout';
import { rootRoute } from './root';

/** /logout logs out and goes to /home (spec §2). */
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  beforeLoad: async ({ context: { queryClient } }) => {
    await logOut();
    queryClient.removeQueries({ queryKey: ['msg/unread'] });
    throw redirect({ to: '/home', replace: true });
  },
});
