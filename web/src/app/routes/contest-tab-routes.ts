import { contestOverviewRoute } from './contest.$contestID.index';
import { contestAnnouncementsRoute } from './contest.$contestID.announcements';

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
  // One line per tab, above this one.
] as const;
