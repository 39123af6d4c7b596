import type { StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { contestSight, isContestAdmin } from '../../policy/contest';
import type { FoundScope } from '../../policy/scope';
import type { Viewer } from '../../policy/viewer';
import { readContestScope } from '../problem/read-scope';

export interface FoundContest {
  contest: StoredContest;
  /** The viewer is the contest's admin: its creator, a super admin, or a root of its group. */
  admin: boolean;
  /** The viewer's standing in the contest (registration, role in its group), as the scope read it. */
  scope: FoundScope & { kind: 'contest' };
}

/**
 * The contest `cid` whole, if it exists for the viewer (`contestSight`, decided from the same
 * facts as every other call naming a contest: `readContestScope`). A contest that does not exist,
 * and a hidden one for anyone but its admins, is not found (404 naming the cid); a group's contest
 * is read by the group's members only (403). Its head and rules before entering (the password form,
 * registration) are read through this; what is inside it through `enterScope`.
 */
export async function findContest(cid: number, viewer: Viewer): Promise<FoundContest> {
  const [scope, contest] = await Promise.all([readContestScope(cid, null, viewer), readStoredContest(cid)]);
  if (!contest) throw new AppError('contestNotFound', { cid });
  enforce(contestSight(viewer, contest, scope));
  return { contest, admin: isContestAdmin(viewer, contest, scope), scope };
}
