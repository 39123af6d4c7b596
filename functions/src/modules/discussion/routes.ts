import {
  addDiscussion as addCall,
  deleteDiscussion as deleteCall,
  getDiscussionCategories,
  getDiscussionDetail as detailCall,
  getDiscussionList as listCall,
  likeDiscussion as likeCall,
  reportDiscussion as reportCall,
  updateDiscussion as updateCall,
  upsertDiscussionCategories,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getCategories } from './get-discussion-categories';
import { upsertCategories } from './upsert-discussion-categories';
import { getDiscussionList } from './get-discussion-list';
import { getDiscussionDetail } from './get-discussion-detail';
import { addDiscussion } from './add-discussion';
import { updateDiscussion } from './update-discussion';
import { deleteDiscussion } from './delete-discussion';
import { likeDiscussion } from './like-discussion';
import { reportDiscussion } from './report-discussion';

/**
 * The discussion board (spec part 3, §2.1, §2.2, §6): reading for anyone, posting for the accounts
 * whose role carries `discussion_add`, the category list's upsert for the super admin. Every call but
 * the category list answers only while `openPublicDiscussion` is on.
 */
export const discussionRoutes: readonly Route[] = [
  route(getDiscussionCategories, 'anyone', getCategories),
  route(upsertDiscussionCategories, 'root', upsertCategories),
  route(listCall, 'anyone', getDiscussionList, {
    notAScope: 'cid is the id of a discussion category, as the original server names it',
  }),
  route(detailCall, 'anyone', getDiscussionDetail),
  route(addCall, 'user', addDiscussion),
  route(updateCall, 'user', updateDiscussion),
  route(deleteCall, 'user', deleteDiscussion),
  route(likeCall, 'user', likeDiscussion),
  route(reportCall, 'user', reportDiscussion),
];
