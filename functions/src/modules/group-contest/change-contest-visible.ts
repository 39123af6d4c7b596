import type { changeGroupContestVisible as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { changeVisibility } from '../admin-contest';
import { changeableGroupContest } from './group-contest-change';

/**
 * PUT /api/group/change-contest-visible?cid=&visible=: shows or hides the contest in the group's
 * list (a hidden one exists only for those who may change it), by those who may change it.
 */
export const changeContestVisible: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  context,
) => {
  changeableGroupContest(context.scope, context.user);
  await changeVisibility(query.cid, query.visible, context);
  return null;
};
