import type { adminChangeContestVisible as call } from '@oj/shared';
import type { SignedInContext } from '../../frame/route';
import type { ScopedHandler } from '../../scope/route';
import { setContestVisible } from '../../data/contests/update-contest-fields';

/** Shows or hides contest `cid` in its list (the site's, or its group's); the caller was allowed to. */
export async function changeVisibility(
  cid: number,
  visible: boolean,
  context: SignedInContext,
): Promise<void> {
  await setContestVisible(cid, visible, new Date().toISOString());
  context.log.info('contest visibility changed', { cid, visible, by: context.user.username });
}

/**
 * PUT /api/admin/contest/change-contest-visible?cid=&visible=: show or hide it in the public list,
 * for its admins (the route's `administer`).
 */
export const changeContestVisible: ScopedHandler<typeof call, 'admin', 'contest'> = async (
  { query },
  context,
) => {
  await changeVisibility(context.scope.stored.cid, query.visible, context);
  return null;
};
