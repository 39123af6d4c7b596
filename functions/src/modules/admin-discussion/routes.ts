import {
  adminDeleteDiscussions,
  adminGetDiscussionReports,
  adminUpdateDiscussion,
  adminUpdateDiscussionReport,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { moderateDiscussion } from './moderate-discussion';
import { deleteDiscussions } from './delete-discussions';
import { getDiscussionReports } from './get-discussion-reports';
import { handleDiscussionReport } from './handle-discussion-report';

/**
 * Moderation of the board (spec part 3, §2.18; contract: root, admin and problem_admin): pin, disable,
 * delete; the reports and their handling. The admin list is `get-discussion-list?admin=true`.
 */
export const adminDiscussionRoutes: readonly Route[] = [
  route(adminUpdateDiscussion, 'admin', moderateDiscussion),
  route(adminDeleteDiscussions, 'admin', deleteDiscussions),
  route(adminGetDiscussionReports, 'admin', getDiscussionReports),
  route(adminUpdateDiscussionReport, 'admin', handleDiscussionReport),
];
