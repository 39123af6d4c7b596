import type { Route } from '../../frame/route';
import { contestRoutes } from '../../modules/contest/routes';
import { contestAnnouncementRoutes } from '../../modules/contest-announcement/routes';
import { adminContestAnnouncementRoutes } from '../../modules/admin-contest-announcement/routes';
import { adminContestRoutes } from '../../modules/admin-contest/routes';
import { contestProblemRoutes } from '../../modules/contest-problem/routes';
import { contestSubmissionRoutes } from '../../modules/contest-submission/routes';
import { adminContestProblemRoutes } from '../../modules/admin-contest-problem/routes';
import { contestAcInfoRoutes } from '../../modules/contest-ac-info/routes';
import { contestPrintRoutes } from '../../modules/contest-print/routes';
import { contestRankRoutes } from '../../modules/contest-rank/routes';
import { contestScrollBoardRoutes } from '../../modules/contest-scroll-board/routes';

/**
 * The contest function: contests, their problems, announcements and boards, and their admin calls
 * (spec part 2, §7, and the `/api/admin/contest…` calls).
 */
export const contestAreaRoutes: readonly Route[] = [
  ...contestRoutes,
  ...contestAnnouncementRoutes,
  ...adminContestAnnouncementRoutes,
  ...adminContestRoutes,
  ...contestProblemRoutes,
  ...contestSubmissionRoutes,
  ...adminContestProblemRoutes,
  ...contestAcInfoRoutes,
  ...contestPrintRoutes,
  ...contestRankRoutes,
  ...contestScrollBoardRoutes,
];
