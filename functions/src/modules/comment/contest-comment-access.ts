import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import type { RequestUser } from '../../frame/request-context';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { contestEntry, contestPhase, isContestAdmin, type ContestPhase } from '../../policy/contest';
import { readContestScope } from '../problem/read-scope';

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
 * The contest whose comments the viewer reads or writes, under the contest's own entry rules, from
 * the standing every contest call reads (`readContestScope`): a hidden contest is not found but for
 * its admins, a group's contest is its members', and entering needs the start passed (admins
 * earlier) and a private contest's password given once.
 */
export async function contestForComments(
  cid: number,
  user: RequestUser,
  now = Date.now(),
): Promise<ContestForComments> {
  const [scope, contest] = await Promise.all([readContestScope(cid, null, user), readStoredContest(cid)]);
  if (!contest) throw new AppError('contestNotFound', { cid });
  enforce(contestEntry(user, contest, scope, now));
  return {
    cid,
    title: contest.title,
    admin: isContestAdmin(user, contest, scope),
    ownerUid: contest.uid,
    phase: contestPhase(contest, now),
  };
}
