import type { StoredContest } from '@oj/shared';
import type { RequestUser } from '../../frame/request-context';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { scrollBoardAccess } from '../../policy/contest-scroll-board';
import { readContestScope } from '../problem/read-scope';

/**
 * The contest `cid` once the viewer may read its scroll board (`scrollBoardAccess`), or the refusal
 * naming why, decided from the viewer's standing as every contest call reads it (`readContestScope`:
 * registration, a group's contest for its members, its roots as admins); a visitor has none.
 */
export async function scrollBoardContest(cid: number, user: RequestUser | undefined): Promise<StoredContest> {
  const now = Date.now();
  const [scope, contest] = await Promise.all([readContestScope(cid, null, user), readStoredContest(cid)]);
  if (!contest) throw new AppError('contestNotFound', { cid });
  enforce(scrollBoardAccess(user, contest, scope, now));
  return contest;
}
