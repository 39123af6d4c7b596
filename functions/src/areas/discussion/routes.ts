import type { Route } from '../../frame/route';
import { discussionRoutes } from '../../modules/discussion/routes';
import { commentRoutes } from '../../modules/comment/routes';
import { messageRoutes } from '../../modules/message/routes';
import { adminDiscussionRoutes } from '../../modules/admin-discussion/routes';

/**
 * The discussion function: the discussion board, comments and replies (under a discussion or a
 * contest), the message centre every logged-in client polls, and the board's moderation calls (spec
 * part 3, §2.1, §2.2, §2.5, §7; part 2, "Comment component").
 */
export const discussionAreaRoutes: readonly Route[] = [
  ...discussionRoutes,
  ...commentRoutes,
  ...messageRoutes,
  ...adminDiscussionRoutes,
];
