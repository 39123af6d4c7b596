import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';
import { userHomeInfoQueryOptions } from '../../features/profile/api/get-user-home-info';
import { readStoredSession } from '../../features/account/session/session-store';
import { rootRoute } from './root';

/** Whose home: `uid` wins over `username`; neither means the logged-in user's own. */
const searchSchema = z.object({
  uid: z.string().trim().max(64).optional().catch(undefined),
  username: z.string().trim().max(20).optional().catch(undefined),
});

export const userHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-home',
  staticData: { titleKey: 'profile.home.title' },
  validateSearch: (search) => searchSchema.parse(search),
  loaderDeps: ({ search }) => search,
  // A visitor naming nobody has no home to show: the page asks them to log in instead of calling.
  loader: ({ context: { queryClient }, deps }) => {
    if (!deps.uid && !deps.username && !readStoredSession()) return;
    void queryClient.prefetchQuery(userHomeInfoQueryOptions(deps));
  },
  component: lazyRouteComponent(() => import('./-components/user-home-page'), 'UserHomePage'),
});
