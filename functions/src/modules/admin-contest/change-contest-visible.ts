import type { adminChangeContestVisible as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { setContestVisible } from '../../data/contests/update-contest-fields';

/**
 * PUT /api/admin/contest/change-contest-visible?cid=&visible=: show or hide it in the public list,
 * for its admins (the route's `administer`).
 */
export const changeContestVisible: ScopedHandler<typeof call, 'admin', 'contest'> = async (
  { query },
  context,
) => {
  await setContestVisible(context.scope.stored.cid, query.visible, new Date().toISOString());
  context.log.info('contest visibility changed', { cid: query.cid, visible: query.visible });
  return null;
};
