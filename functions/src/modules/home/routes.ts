import {
  getCommonAnnouncement as getCommonAnnouncementCall,
  getHomeCarousel as getHomeCarouselCall,
  getLastWeekSubmissionStatistics as getLastWeekSubmissionStatisticsCall,
  getRecentContest as getRecentContestCall,
  getRecentOtherContest as getRecentOtherContestCall,
  getRecentSevenAcRank as getRecentSevenAcRankCall,
  getRecentUpdatedProblem as getRecentUpdatedProblemCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getHomeCarousel } from './get-home-carousel';
import { getRecentContest } from './get-recent-contest';
import { getRecentOtherContest } from './get-recent-other-contest';
import { getCommonAnnouncement } from './get-common-announcement';
import { getRecentSevenAcRank } from './get-recent-seven-ac-rank';
import { getLastWeekSubmissionStatistics } from './get-last-week-submission-statistics';
import { getRecentUpdatedProblem } from './get-recent-updated-problem';

/** The home page's panels, all public. */
export const homeRoutes: readonly Route[] = [
  route(getHomeCarouselCall, 'anyone', getHomeCarousel),
  route(getRecentContestCall, 'anyone', getRecentContest),
  route(getRecentOtherContestCall, 'anyone', getRecentOtherContest),
  route(getCommonAnnouncementCall, 'anyone', getCommonAnnouncement),
  route(getRecentSevenAcRankCall, 'anyone', getRecentSevenAcRank),
  route(getLastWeekSubmissionStatisticsCall, 'anyone', getLastWeekSubmissionStatistics),
  route(getRecentUpdatedProblemCall, 'anyone', getRecentUpdatedProblem),
];
