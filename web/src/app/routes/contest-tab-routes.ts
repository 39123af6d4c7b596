import { contestOverviewRoute } from './contest.$contestID.index';
import { contestAnnouncementsRoute } from './contest.$contestID.announcements';
import { contestCommentRoute } from './contest.$contestID.comment';
import { contestPrintRoute } from './contest.$contestID.print';
import { contestAdminPrintRoute } from './contest.$contestID.admin-print';
import { contestAcInfoRoute } from './contest.$contestID.ac-info';
import { contestRejudgeRoute } from './contest.$contestID.rejudge';
import { contestScrollBoardConfigRoute } from './contest.$contestID.scroll-board';
import { contestProblemsRoute } from './contest.$contestID.problems';
import { contestProblemRoute } from './contest.$contestID.problem.$problemID';
import { contestSubmissionsRoute } from './contest.$contestID.submissions';
import { contestRankRoute } from './contest.$contestID.rank';
import { contestSubmissionDetailRoute } from './contest.$contestID.problem.$problemID.submission-detail.$submitID';

/**
 * The tabs of the contest shell, children of `contestShellRoute` (one line each; path relative to
 * `/contest/$contestID`, `getParentRoute: () => contestShellRoute`). A tuple, not a route array, so
 * the route tree keeps every tab's path, params and search typed. The shell's tab bar shows a tab by
 * the rules of `features/contest/shell/contest-tabs.ts`; a screen outside the shell (focus mode, the
 * exam paper, the outside scoreboards) is registered in `router.tsx` instead.
 */
export const contestTabRoutes = [
  contestOverviewRoute,
  contestAnnouncementsRoute,
  contestProblemsRoute,
  contestProblemRoute,
  contestSubmissionsRoute,
  contestSubmissionDetailRoute,
  contestPrintRoute,
  contestAdminPrintRoute,
  contestAcInfoRoute,
  contestRejudgeRoute,
  contestScrollBoardConfigRoute,
  contestRankRoute,
  contestCommentRoute,
  // One line per tab, above this one.
] as const;
