import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

/**
 * /contest/:contestID/paper: an exam's paper, opened in a new window from the contest (spec part 2,
 * §2 "Exam paper page"), outside the contest shell: no tabs, nothing to wander off to.
 */
export const contestPaperRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contest/$contestID/paper',
  staticData: { titleKey: 'contest.paper.title' },
  component: lazyRouteComponent(() => import('./-components/contest-paper-page'), 'ContestPaperPage'),
});
