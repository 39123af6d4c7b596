import { describe, expect, it } from 'vitest';
import { allCalls, apiAreas, apiModules, areaOfCall, type ApiArea, type ApiModule } from '@oj/shared';
import type { Route } from '../frame/route';
import { siteRoutes } from '../modules/site/routes';
import { homeRoutes } from '../modules/home/routes';
import { rankRoutes } from '../modules/rank/routes';
import { accountRoutes } from '../modules/account/routes';
import { profileRoutes } from '../modules/profile/routes';
import { problemRoutes } from '../modules/problem/routes';
import { submissionRoutes } from '../modules/submission/routes';
import { fileRoutes } from '../modules/file/routes';
import { adminConfigRoutes } from '../modules/admin-config/routes';
import { adminSwitchRoutes } from '../modules/admin-switch/routes';
import { adminProblemRoutes } from '../modules/admin-problem/routes';
import { adminTagRoutes } from '../modules/admin-tag/routes';
import { adminJudgeRoutes } from '../modules/admin-judge/routes';
import { adminJobRoutes } from '../modules/admin-job/routes';
import { adminUserRoutes } from '../modules/admin-user/routes';
import { adminRoleRoutes } from '../modules/admin-role/routes';
import { adminAnnouncementRoutes } from '../modules/admin-announcement/routes';
import { adminNoticeRoutes } from '../modules/admin-notice/routes';
import { adminAccountRoutes } from '../modules/admin-account/routes';
import { adminDashboardRoutes } from '../modules/admin-dashboard/routes';
import { contestRoutes } from '../modules/contest/routes';
import { contestAnnouncementRoutes } from '../modules/contest-announcement/routes';
import { adminContestAnnouncementRoutes } from '../modules/admin-contest-announcement/routes';
import { adminContestRoutes } from '../modules/admin-contest/routes';
import { contestProblemRoutes } from '../modules/contest-problem/routes';
import { contestSubmissionRoutes } from '../modules/contest-submission/routes';
import { adminContestProblemRoutes } from '../modules/admin-contest-problem/routes';
import { contestAcInfoRoutes } from '../modules/contest-ac-info/routes';
import { contestPrintRoutes } from '../modules/contest-print/routes';
import { contestRankRoutes } from '../modules/contest-rank/routes';
import { contestScrollBoardRoutes } from '../modules/contest-scroll-board/routes';
import { trainingRoutes } from '../modules/training/routes';
import { trainingRankRoutes } from '../modules/training-rank/routes';
import { adminTrainingRoutes } from '../modules/admin-training/routes';
import { adminTrainingProblemRoutes } from '../modules/admin-training-problem/routes';
import { adminTrainingCategoryRoutes } from '../modules/admin-training-category/routes';
import { discussionRoutes } from '../modules/discussion/routes';
import { commentRoutes } from '../modules/comment/routes';
import { messageRoutes } from '../modules/message/routes';
import { adminDiscussionRoutes } from '../modules/admin-discussion/routes';
import { groupRoutes } from '../modules/group/routes';
import { groupMemberRoutes } from '../modules/group-member/routes';
import { groupAnnouncementRoutes } from '../modules/group-announcement/routes';
import { groupDiscussionRoutes } from '../modules/group-discussion/routes';
import { groupRankRoutes } from '../modules/group-rank/routes';
import { groupProblemRoutes } from '../modules/group-problem/routes';
import { adminGroupProblemRoutes } from '../modules/admin-group-problem/routes';
import { groupTrainingRoutes } from '../modules/group-training/routes';
import { groupTrainingProblemRoutes } from '../modules/group-training-problem/routes';
import { groupContestRoutes } from '../modules/group-contest/routes';
import { groupContestProblemRoutes } from '../modules/group-contest-problem/routes';
import { groupContestAnnouncementRoutes } from '../modules/group-contest-announcement/routes';
import { siteAreaRoutes } from './site/routes';
import { accountAreaRoutes } from './account/routes';
import { problemAreaRoutes } from './problem/routes';
import { submissionAreaRoutes } from './submission/routes';
import { fileAreaRoutes } from './file/routes';
import { adminAreaRoutes } from './admin/routes';
import { settingsAreaRoutes } from './settings/routes';
import { contestAreaRoutes } from './contest/routes';
import { trainingAreaRoutes } from './training/routes';
import { discussionAreaRoutes } from './discussion/routes';
import { groupAreaRoutes } from './group/routes';

const moduleRoutes: Record<ApiModule, readonly Route[]> = {
  site: siteRoutes,
  home: homeRoutes,
  rank: rankRoutes,
  account: accountRoutes,
  profile: profileRoutes,
  problem: problemRoutes,
  submission: submissionRoutes,
  file: fileRoutes,
  'admin-config': adminConfigRoutes,
  'admin-switch': adminSwitchRoutes,
  'admin-problem': adminProblemRoutes,
  'admin-tag': adminTagRoutes,
  'admin-judge': adminJudgeRoutes,
  'admin-job': adminJobRoutes,
  'admin-user': adminUserRoutes,
  'admin-role': adminRoleRoutes,
  'admin-announcement': adminAnnouncementRoutes,
  'admin-notice': adminNoticeRoutes,
  'admin-account': adminAccountRoutes,
  'admin-dashboard': adminDashboardRoutes,
  contest: contestRoutes,
  'contest-announcement': contestAnnouncementRoutes,
  'admin-contest-announcement': adminContestAnnouncementRoutes,
  'admin-contest': adminContestRoutes,
  'contest-problem': contestProblemRoutes,
  'contest-submission': contestSubmissionRoutes,
  'admin-contest-problem': adminContestProblemRoutes,
  'contest-ac-info': contestAcInfoRoutes,
  'contest-print': contestPrintRoutes,
  'contest-rank': contestRankRoutes,
  'contest-scroll-board': contestScrollBoardRoutes,
  training: trainingRoutes,
  'training-rank': trainingRankRoutes,
  'admin-training': adminTrainingRoutes,
  'admin-training-problem': adminTrainingProblemRoutes,
  'admin-training-category': adminTrainingCategoryRoutes,
  discussion: discussionRoutes,
  comment: commentRoutes,
  message: messageRoutes,
  'admin-discussion': adminDiscussionRoutes,
  group: groupRoutes,
  'group-member': groupMemberRoutes,
  'group-announcement': groupAnnouncementRoutes,
  'group-discussion': groupDiscussionRoutes,
  'group-rank': groupRankRoutes,
  'group-problem': groupProblemRoutes,
  'admin-group-problem': adminGroupProblemRoutes,
  'group-training': groupTrainingRoutes,
  'group-training-problem': groupTrainingProblemRoutes,
  'group-contest': groupContestRoutes,
  'group-contest-problem': groupContestProblemRoutes,
  'group-contest-announcement': groupContestAnnouncementRoutes,
};

const areaRoutes: Record<ApiArea, readonly Route[]> = {
  site: siteAreaRoutes,
  account: accountAreaRoutes,
  problem: problemAreaRoutes,
  submission: submissionAreaRoutes,
  file: fileAreaRoutes,
  admin: adminAreaRoutes,
  settings: settingsAreaRoutes,
  contest: contestAreaRoutes,
  training: trainingAreaRoutes,
  discussion: discussionAreaRoutes,
  group: groupAreaRoutes,
};

const keyOf = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
const sortedKeys = (routes: readonly Route[]) => routes.map((route) => keyOf(route.call)).sort();

describe('modules and areas', () => {
  it('gives every module a route table holding exactly the calls of that module', () => {
    for (const module of apiModules) {
      const expected = allCalls
        .filter((call) => call.module === module)
        .map(keyOf)
        .sort();
      expect(expected.length, module).toBeGreaterThan(0);
      expect(sortedKeys(moduleRoutes[module]), module).toEqual(expected);
    }
  });

  it('serves each call from the area its module is deployed in, and from no other', () => {
    for (const area of apiAreas) {
      const expected = allCalls
        .filter((call) => areaOfCall(call) === area)
        .map(keyOf)
        .sort();
      expect(sortedKeys(areaRoutes[area]), area).toEqual(expected);
    }
  });
});
