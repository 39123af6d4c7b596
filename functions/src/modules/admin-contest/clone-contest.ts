import type { adminCloneContest as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { copyTitle } from './copy-title';
import { storeNewContest } from './store-new-contest';

/**
 * GET /api/admin/contest/clone?cid=: a copy of the contest item under a new id, made by the caller,
 * with `source` naming the original; for the contest's admins (the route's `administer`). Only the
 * contest's settings are copied: its problems, announcements and registrations stay with the original.
 */
export const cloneContest: ScopedHandler<typeof call, 'admin', 'contest'> = async (_input, context) => {
  const original = context.scope.stored;
  const now = new Date().toISOString();
  const cid = await storeNewContest((id) => ({
    ...original,
    cid: id,
    uid: context.user.uid,
    author: context.user.username,
    title: copyTitle(original.title, context.lang),
    source: original.cid,
    count: 0,
    gmtCreate: now,
    gmtModified: now,
  }));
  context.log.info('contest cloned', { cid, source: original.cid, by: context.user.username });
  return null;
};
