import { allowed, refused, type Decision } from './decision';
import { isGroupMember, isGroupRoot, type GroupRole } from './group';
import { isSuperAdmin, type Viewer } from './viewer';

/** Contest auth values (spec part 2, §3): who may enter and who may submit. */
export const contestAuth = { public: 0, private: 1, protected: 2 } as const;
export type ContestAuth = (typeof contestAuth)[keyof typeof contestAuth];

/** The three phases of a contest; the wire's status is -1, 0, 1 in the same order. */
export type ContestPhase = 'before' | 'running' | 'ended';

export const contestStatusOfPhase: Record<ContestPhase, -1 | 0 | 1> = { before: -1, running: 0, ended: 1 };

/** What the contest rules need of a contest. */
export interface ContestFacts {
  cid: number;
  /** The group that holds the contest; null for the site's own contests. */
  gid: number | null;
  /** Shown to everyone (`visible` on); a hidden contest exists for its admins only. */
  visible: boolean;
  auth: ContestAuth;
  /** ISO times of the start and the end. */
  startTime: string;
  endTime: string;
  /** Submitting stays open after the end. */
  allowEndSubmit: boolean;
  /** The account that created the contest. */
  uid: string;
}

/** What the caller knows about the viewer and the contest. */
export interface ContestViewerFacts {
  /** The viewer registered (gave the password of a private contest, or was granted access). */
  registered: boolean;
  /**
   * The viewer's standing in the group that holds the contest (`groupRoleOf`); absent for a site
   * contest. Its members see the contest, its roots administer it.
   */
  groupRole?: GroupRole;
}

/** Scheduled until the start, running until the end, ended from the end on (spec part 2, §4). */
export function contestPhase(
  contest: Pick<ContestFacts, 'startTime' | 'endTime'>,
  now: number,
): ContestPhase {
  if (now < Date.parse(contest.startTime)) return 'before';
  return now < Date.parse(contest.endTime) ? 'running' : 'ended';
}

/** A contest admin: logged in and the contest's creator, a super admin, or a root of its group. */
export function isContestAdmin(
  viewer: Viewer,
  contest: Pick<ContestFacts, 'uid' | 'gid'>,
  facts: ContestViewerFacts,
): boolean {
  if (viewer === undefined) return false;
  if (viewer.uid === contest.uid || isSuperAdmin(viewer)) return true;
  return contest.gid !== null && facts.groupRole !== undefined && isGroupRoot(viewer, facts.groupRole);
}

export type ContestSightRefusal = 'contestNotFound' | 'groupMembersOnly';

/**
 * Whether the contest exists for the viewer at all, before any of its rules: what every call naming
 * a contest decides first, so none of them tells a hidden contest's problems, submissions, board or
 * announcements apart from a contest that does not exist. Its admins (creator, super admin, a root of
 * its group) always see it; anyone else sees a visible contest, a group's only as a member of that
 * group (as the group's own pages are read; visitors included, so a group contest's board is not
 * opened to them by `openRank`). A hidden contest answers as one that does not exist, whoever asks.
 */
export function contestSight(
  viewer: Viewer,
  contest: Pick<ContestFacts, 'cid' | 'gid' | 'visible' | 'uid'>,
  facts: ContestViewerFacts,
): Decision<ContestSightRefusal> {
  if (isContestAdmin(viewer, contest, facts)) return allowed;
  if (!contest.visible) return refused('contestNotFound', { cid: contest.cid });
  if (contest.gid !== null && !isGroupMember(facts.groupRole ?? 'outsider'))
    return refused('groupMembersOnly');
  return allowed;
}

export type ContestEntryRefusal =
  ContestSightRefusal | 'loginRequired' | 'contestNotStarted' | 'contestPasswordRequired';

/**
 * Entering a contest (its problems, submissions, rank, announcements) needs the contest to exist for
 * the viewer (`contestSight`) and a login; before the start only contest admins enter; a private
 * contest needs its password once (registration). Public and protected contests are open to every
 * logged-in viewer who sees them once started.
 */
export function contestEntry(
  viewer: Viewer,
  contest: ContestFacts,
  facts: ContestViewerFacts,
  now: number,
): Decision<ContestEntryRefusal> {
  const sight = contestSight(viewer, contest, facts);
  if (!sight.allowed) return sight;
  if (viewer === undefined) return refused('loginRequired');
  if (isContestAdmin(viewer, contest, facts)) return allowed;
  if (contestPhase(contest, now) === 'before') return refused('contestNotStarted');
  if (contest.auth === contestAuth.private && !facts.registered) return refused('contestPasswordRequired');
  return allowed;
}

export type ContestSubmitRefusal =
  ContestSightRefusal | 'loginRequired' | 'contestNotStarted' | 'contestEnded' | 'contestNotRegistered';

/**
 * Submitting in a contest (spec part 2, §6): a contest the viewer sees (`contestSight`); a logged-in
 * viewer; before the start only contest admins; after the end nobody unless the contest allows it;
 * and the viewer registered, or the contest is public, or the viewer is a contest admin.
 */
export function contestSubmission(
  viewer: Viewer,
  contest: ContestFacts,
  facts: ContestViewerFacts,
  now: number,
): Decision<ContestSubmitRefusal> {
  const sight = contestSight(viewer, contest, facts);
  if (!sight.allowed) return sight;
  if (viewer === undefined) return refused('loginRequired');
  const admin = isContestAdmin(viewer, contest, facts);
  const phase = contestPhase(contest, now);
  if (phase === 'before' && !admin) return refused('contestNotStarted');
  if (phase === 'ended' && !contest.allowEndSubmit) return refused('contestEnded');
  if (!admin && !facts.registered && contest.auth !== contestAuth.public)
    return refused('contestNotRegistered');
  return allowed;
}
