import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/judge: the judge workers, their languages and the queue. */
export const adminJudgeRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/judge',
  staticData: { titleKey: 'admin-judge.title' },
  component: lazyRouteComponent(() => import('./-components/admin-judge-page'), 'AdminJudgePage'),
});
