import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { submissionListQueryOptions } from '../../features/submission/api/get-submission-list';
import {
  effectiveOnlyMine,
  statusSearchSchema,
  submissionListQuery,
} from '../../features/submission/list/status-search';
import { isAdminSession } from '../../features/account/session/use-session';
import { sessionStore } from '../../features/account/session/session-store';
import { rootRoute } from './root';

export const statusRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/status',
  staticData: { titleKey: 'submission.listTitle' },
  validateSearch: (search) => statusSearchSchema.parse(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    const session = sessionStore.get();
    const onlyMine = effectiveOnlyMine(deps, { loggedIn: session !== null, admin: isAdminSession(session) });
    if (onlyMine && !session) return;
    // A failed load has been reported by the API client; the page shows an empty list.
    return queryClient
      .ensureQueryData(submissionListQueryOptions(submissionListQuery(deps, onlyMine)))
      .catch(() => undefined);
  },
  component: lazyRouteComponent(() => import('./-components/status-page'), 'StatusPage'),
});
