import type { StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { readGroup } from '../../data/groups/read-group';
import { isContestAdmin } from '../../policy/contest';
import { groupRoleOf, isGroupMember, isGroupRoot } from '../../policy/group';
import { isSuperAdmin, type Viewer } from '../../policy/viewer';

export interface FoundContest {
  contest: StoredContest;
  /** The viewer is the contest's admin: its creator, a super admin, or a root of its group. */
  admin: boolean;
}

/**
 * The contest `cid` as the viewer may see it. A contest that does not exist, and a hidden one for
 * anyone but its admins, is not found (404 naming the cid). A group's contest is read by the group's
 * members only (403), as the group's own pages are; its roots are its admins.
 */
export async function findContest(cid: number, viewer: NonNullable<Viewer>): Promise<FoundContest> {
  const contest = await readStoredContest(cid);
  if (!contest) throw new AppError('contestNotFound', { cid });
  let groupRoot = false;
  if (contest.gid !== null) {
    const group = await readGroup(contest.gid, viewer.uid);
    const role = group ? groupRoleOf(viewer, group) : 'outsider';
    if (!isSuperAdmin(viewer) && !isGroupMember(role)) throw new AppError('groupMembersOnly');
    groupRoot = isGroupRoot(viewer, role);
  }
  const admin = isContestAdmin(viewer, contest, { registered: false, groupRoot });
  if (!contest.visible && !admin) throw new AppError('contestNotFound', { cid });
  return { contest, admin };
}
