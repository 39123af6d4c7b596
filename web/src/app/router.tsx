import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { parseAppSearch, stringifyAppSearch } from './search-params';
import { rootRoute } from './routes/root';
import { homeRoute, indexRoute } from './routes/home';
import { logoutRoute } from './routes/logout';
import { resetPasswordRoute } from './routes/reset-password';
import { problemListRoute } from './routes/problem';
import { userHomeRoute } from './routes/user-home';
import { settingRoute } from './routes/setting';
import { statusRoute } from './routes/status';
import { rankRoute } from './routes/rank';
import { submissionDetailRoute } from './routes/submission-detail.$submitID';
import { problemRoute } from './routes/problem.$problemID';
import { adminLayoutRoute } from './routes/admin';
import { scrollBoardRoute } from './routes/scrollBoard';
import { adminLoginRoute } from './routes/admin.login';
import { adminPageRoutes } from './routes/admin-page-routes';
import { contestListRoute } from './routes/contest';
import { contestShellRoute } from './routes/contest.$contestID';
import { contestTabRoutes } from './routes/contest-tab-routes';
import { contestPaperRoute } from './routes/contest.$contestID.paper';
import { contestAcmScoreboardRoute } from './routes/contest.acm-scoreboard.$contestID';
import { contestOiScoreboardRoute } from './routes/contest.oi-scoreboard.$contestID';
import { contestProblemFullScreenRoute } from './routes/contest.$contestID.problem.$problemID.full-screen';
import { trainingListRoute } from './routes/training';
import { trainingShellRoute } from './routes/training.$trainingID';
import { trainingTabRoutes } from './routes/training-tab-routes';
import { trainingProblemFullScreenRoute } from './routes/training.$trainingID.problem.$problemID.full-screen';
import { discussionListRoute } from './routes/discussion';
import { discussionProblemRoute } from './routes/discussion.$problemID';
import { discussionDetailRoute } from './routes/discussion-detail.$discussionID';
import { messageRoute } from './routes/message';
import { messageBoxRoute } from './routes/message.$box';

/**
 * The routes of spec §2.17 that have screens so far; every other path renders the 404 page. Screens
 * built later (problems, status, user home, settings…) add their route here.
 */
const routeTree = rootRoute.addChildren([
  indexRoute,
  homeRoute,
  resetPasswordRoute,
  logoutRoute,
  problemListRoute,
  userHomeRoute,
  settingRoute,
  statusRoute,
  rankRoute,
  submissionDetailRoute,
  problemRoute,
  adminLoginRoute,
  adminLayoutRoute.addChildren(adminPageRoutes),
  contestListRoute,
  contestShellRoute.addChildren(contestTabRoutes),
  contestPaperRoute,
  contestAcmScoreboardRoute,
  contestOiScoreboardRoute,
  scrollBoardRoute,
  contestProblemFullScreenRoute,
  trainingListRoute,
  trainingShellRoute.addChildren(trainingTabRoutes),
  trainingProblemFullScreenRoute,
  discussionListRoute,
  discussionProblemRoute,
  discussionDetailRoute,
  messageRoute.addChildren([messageBoxRoute]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through React Query, which owns freshness; the router need not cache on its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    parseSearch: parseAppSearch,
    stringifySearch: stringifyAppSearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** i18n key of the page title (spec §1). */
    titleKey?: string;
  }
}
