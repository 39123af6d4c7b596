import type { StoredContest } from '@oj/shared';
import type { RequestUser } from '../../frame/request-context';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { readContest } from '../../data/contests/read-contest';
import { scrollBoardAccess } from '../../policy/contest-scroll-board';
import { findContest } from '../contest/find-contest';

/**
 * The contest `cid` once the viewer may read its scroll board (`scrollBoardAccess`), or the refusal
 * naming why. A logged-in viewer is read as the contest's own calls read them (a group's contest for
 * its members, its roots as admins) with their registration; a visitor needs neither.
 */
export async function scrollBoardContest(cid: number, user: RequestUser | undefined): Promise<StoredContest> {
  const now = Date.now();
  if (user === undefined) {
    const contest = await readStoredContest(cid);
    if (!contest) throw new AppError('contestNotFound', { cid });
    enforce(scrollBoardAccess(undefined, contest, { registered: false, contestAdmin: false }, now));
    return contest;
  }
  const [{ contest, admin }, registration] = await Promise.all([
    findContest(cid, user),
    readContest(cid, user.uid),
  ]);
  const registered = registration?.registered ?? false;
  enforce(scrollBoardAccess(user, contest, { registered, contestAdmin: admin }, now));
  return contest;
}
