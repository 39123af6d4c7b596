import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadAdminCatalogues } from '../feature-catalogues';
import { contestShellRoute } from './contest.$contestID';

/**
 * /contest/:contestID/rejudge: rejudge a contest problem (super admin, spec part 2, §2 and §6). Its
 * strings are the admin-judge feature's, which load with the admin area: the loader waits for them.
 */
export const contestRejudgeRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'rejudge',
  staticData: { titleKey: 'contest.shell.tabs.rejudge' },
  loader: () => loadAdminCatalogues(),
  component: lazyRouteComponent(() => import('./-components/contest-rejudge-page'), 'ContestRejudgePage'),
});
