import type { adminReleaseExamLock as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getUser } from '../../data/users/find-user';
import { releaseExamLock as storeRelease } from '../../data/contests/exam-lock-release';

/**
 * POST /api/admin/contest/release-exam-lock {cid, uid}: a contest admin (the route's `administer`)
 * lets the user hand in the exam paper again. Every submission the user made so far stops
 * locking; the next paper the user hands in that scores locks it again. The submit limit still counts
 * them all. Releasing a user who is not locked changes nothing they notice.
 */
export const releaseExamLock: ScopedHandler<typeof call, 'admin', 'contest'> = async ({ body }, context) => {
  if (!(await getUser(body.uid))) throw new AppError('userNotFound');
  const releasedThrough = await storeRelease(body.cid, {
    uid: body.uid,
    by: context.user.uid,
    at: new Date().toISOString(),
  });
  context.log.info('exam lock released', { cid: body.cid, uid: body.uid, releasedThrough });
  return null;
};
