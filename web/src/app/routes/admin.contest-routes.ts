import { adminContestRoute } from './admin.contest';
import { adminContestCreateRoute } from './admin.contest-create';
import { adminContestEditRoute } from './admin.contest-edit';
import { adminContestProblemsRoute } from './admin.contest-problems';
import { adminContestProblemCreateRoute } from './admin.contest-problem-create';
import { adminContestProblemEditRoute } from './admin.contest-problem-edit';
import { adminContestAnnouncementRoute } from './admin.contest-announcement';

/**
 * The contest pages of the admin area (spec part 3 §2.18): the list, the form, and a contest's
 * problems (with the contest-only problem form) and announcements. A tuple, spread into
 * `adminPageRoutes`, so the route tree keeps every page typed.
 */
export const adminContestRoutes = [
  adminContestRoute,
  adminContestCreateRoute,
  adminContestEditRoute,
  adminContestProblemsRoute,
  adminContestProblemCreateRoute,
  adminContestProblemEditRoute,
  adminContestAnnouncementRoute,
] as const;
