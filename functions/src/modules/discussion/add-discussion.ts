import type { addDiscussion as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { postDiscussion } from './post-discussion';
import { requirePublicDiscussion } from './public-discussion-switch';

/**
 * POST /api/discussion (discussion_add, switch on): a new discussion on the site's board
 * (`postDiscussion`: category, problem, the pin for admin roles, the solved problems and the daily
 * quota); a `gid` sent is ignored: a group's discussions are posted through the group's call.
 */
export const addDiscussion: Handler<typeof call, 'user'> = async ({ body }, context) => {
  await requirePublicDiscussion();
  await postDiscussion(body, { gid: null }, context);
  return null;
};
