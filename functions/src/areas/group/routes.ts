import type { Route } from '../../frame/route';
import { groupRoutes } from '../../modules/group/routes';
import { groupMemberRoutes } from '../../modules/group-member/routes';
import { groupAnnouncementRoutes } from '../../modules/group-announcement/routes';
import { groupDiscussionRoutes } from '../../modules/group-discussion/routes';
import { groupRankRoutes } from '../../modules/group-rank/routes';
import { groupProblemRoutes } from '../../modules/group-problem/routes';
import { adminGroupProblemRoutes } from '../../modules/admin-group-problem/routes';
import { groupTrainingRoutes } from '../../modules/group-training/routes';
import { groupTrainingProblemRoutes } from '../../modules/group-training-problem/routes';
import { groupContestRoutes } from '../../modules/group-contest/routes';
import { groupContestProblemRoutes } from '../../modules/group-contest-problem/routes';
import { groupContestAnnouncementRoutes } from '../../modules/group-contest-announcement/routes';

/**
 * The group function: groups and their members, announcements, discussions, rank, problems,
 * trainings and contests (spec part 3, §7 "Group"; contract "Area: group"), and the site admins'
 * review of group problems. Its own function: teachers manage a class here, apart from the site's
 * admin area, whose bundle is near its size budget.
 */
export const groupAreaRoutes: readonly Route[] = [
  ...groupRoutes,
  ...groupMemberRoutes,
  ...groupAnnouncementRoutes,
  ...groupDiscussionRoutes,
  ...groupRankRoutes,
  ...groupProblemRoutes,
  ...adminGroupProblemRoutes,
  ...groupTrainingRoutes,
  ...groupTrainingProblemRoutes,
  ...groupContestRoutes,
  ...groupContestProblemRoutes,
  ...groupContestAnnouncementRoutes,
];
