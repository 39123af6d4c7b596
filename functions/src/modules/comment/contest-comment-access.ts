import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import type { RequestUser } from '../../frame/request-context';
import { readContest } from '../../data/contests/read-contest';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { readGroup } from '../../data/groups/read-group';
import { contestEntry, contestPhase, isContestAdmin, type ContestPhase } from '../../policy/contest';
import { groupRoleOf, isGroupMember, isGroupRoot } from '../../policy/group';
import { isSuperAdmin } from '../../policy/viewer';

export interface ContestForComments {
  cid: number;
  title: string;
  /** The viewer is the contest's admin (its creator, a super admin, a root of its group). */
  admin: boolean;
  /** The account that created the contest. */
  ownerUid: string;
  phase: ContestPhase;
}

/**
 * The contest whose comments the viewer reads or writes, under the contest's own rules: a hidden
 * contest is not found but for its admins, a group's contest is its members', and entering needs the
 * start passed (admins earlier) and a private contest's password given once.
 */
export async function contestForComments(
  cid: number,
  user: RequestUser,
  now = Date.now(),
): Promise<ContestForComments> {
  const contest = await readStoredContest(cid);
  if (!contest) throw new AppError('contestNotFound', { cid });
  let groupRoot = false;
  if (contest.gid !== null) {
    const group = await readGroup(contest.gid, user.uid);
    const role = group ? groupRoleOf(user, group) : 'outsider';
    if (!isSuperAdmin(user) && !isGroupMember(role)) throw new AppError('groupMembersOnly');
    groupRoot = isGroupRoot(user, role);
  }
  const admin = isContestAdmin(user, contest, { registered: false, groupRoot });
  if (!contest.visible && !admin) throw new AppError('contestNotFound', { cid });
  if (!admin) {
    const found = await readContest(cid, user.uid);
    enforce(contestEntry(user, contest, { registered: found?.registered === true, groupRoot }, now));
  }
  return { cid, title: contest.title, admin, ownerUid: contest.uid, phase: contestPhase(contest, now) };
}
