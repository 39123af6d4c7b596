import type { getGroupDiscussionList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { requireGroupDiscussion } from '../discussion';
import { groupBoardPage } from './board-page';

/**
 * GET /api/group/get-discussion-list?gid&pid (the group's members and the super admin, switch
 * `openGroupDiscussion` on): the group's enabled discussions, of one problem when `pid` names it,
 * pinned first, then newest; 10 a page.
 */
export const getGroupDiscussionList: ScopedHandler<typeof call, 'user', 'group'> = async ({ query }) => {
  await requireGroupDiscussion();
  return groupBoardPage(query.gid, { pid: query.pid, withDisabled: false }, query);
};
