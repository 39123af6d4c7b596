import type { RequestUser } from '../../frame/request-context';
import { contestPhase, isContestAdmin, type ContestPhase } from '../../policy/contest';
import { viewContest } from '../../scope/contest-viewing';
import type { ContestScope, OpenedScope } from '../../scope/open-scope';

export interface ContestForComments {
  cid: number;
  title: string;
  /** The viewer is the contest's admin (its creator, a super admin, a root of its group). */
  admin: boolean;
  /** The account that created the contest. */
  ownerUid: string;
  phase: ContestPhase;
}

/** What the comment handlers need of a contest scope the viewer entered. Reads nothing. */
export function contestForCommentsOf(
  scope: ContestScope,
  user: RequestUser,
  now = Date.now(),
): ContestForComments {
  return {
    cid: scope.contest.cid,
    title: scope.stored.title,
    admin: isContestAdmin(user, scope.contest, scope),
    ownerUid: scope.contest.uid,
    phase: contestPhase(scope.contest, now),
  };
}

/**
 * The contest whose comments the viewer reads or writes, entered by the contest's own entry rules (a
 * hidden contest is not found but for its admins, a group's contest is its members', entering needs
 * the start passed, admins earlier, and a private contest's password given once). The contest a
 * request names (`cid` of the comment list, a new comment, the replies' list) was opened and entered
 * by its route (`enter`) and is taken from there (`opened`); a contest only a stored comment names (a
 * reply, a delete, a like) is entered here, from that comment (`viewContest`).
 */
export async function contestForComments(
  cid: number,
  user: RequestUser,
  opened?: OpenedScope,
): Promise<ContestForComments> {
  if (opened?.kind === 'contest' && opened.contest.cid === cid) return contestForCommentsOf(opened, user);
  const viewing = await viewContest(cid, user);
  return {
    cid,
    title: viewing.contest.title,
    admin: viewing.contestAdmin,
    ownerUid: viewing.contest.uid,
    phase: contestPhase(viewing.contest, viewing.now),
  };
}
