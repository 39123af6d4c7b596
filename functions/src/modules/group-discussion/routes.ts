import {
  addGroupDiscussion as addCall,
  deleteGroupDiscussion as deleteCall,
  getGroupAdminDiscussionList as adminListCall,
  getGroupDiscussionList as listCall,
  updateGroupDiscussion as updateCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { addGroupDiscussion } from './add-group-discussion';
import { deleteGroupDiscussion } from './delete-group-discussion';
import { getGroupAdminDiscussionList } from './get-group-admin-discussion-list';
import { getGroupDiscussionList } from './get-group-discussion-list';
import { updateGroupDiscussion } from './update-group-discussion';

/**
 * A group's discussions (spec part 3, §2.11 and §6): the group's members read and post, the author or
 * a group admin edits and deletes, a group admin pins and reads the admin list; every call answers
 * only while `openGroupDiscussion` is on. Calls naming the group open it as their scope; calls naming
 * a discussion (`did`, the body's `id`) enter the discussion's group (`openGroupDiscussion`). The
 * detail, likes, reports and comments are the board's own calls, which apply the same group rules.
 */
export const groupDiscussionRoutes: readonly Route[] = [
  route(listCall, 'user', getGroupDiscussionList, { scope: { need: 'enter', of: 'group' } }),
  route(adminListCall, 'user', getGroupAdminDiscussionList, { scope: { need: 'enter', of: 'group' } }),
  route(addCall, 'user', addGroupDiscussion, { scope: { need: 'enter', of: 'group' } }),
  route(updateCall, 'user', updateGroupDiscussion),
  route(deleteCall, 'user', deleteGroupDiscussion),
];
