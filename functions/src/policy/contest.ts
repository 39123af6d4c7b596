import { allowed, refused, type Decision } from './decision';
import { isSuperAdmin, type Viewer } from './viewer';

/** Contest auth values (spec part 2, §3): who may enter and who may submit. */
export const contestAuth = { public: 0, private: 1, protected: 2 } as const;
export type ContestAuth = (typeof contestAuth)[keyof typeof contestAuth];

/** The three phases of a contest; the wire's status is -1, 0, 1 in the same order. */
export type ContestPhase = 'before' | 'running' | 'ended';

export const contestStatusOfPhase: Record<ContestPhase, -1 | 0 | 1> = { before: -1, running: 0, ended: 1 };

/** What the contest rules need of a contest. */
export interface ContestFacts {
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
  /** The viewer is a root (auth 5) of the group that holds the contest. */
  groupRoot?: boolean;
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
export function isContestAdmin(viewer: Viewer, contest: ContestFacts, facts: ContestViewerFacts): boolean {
  if (viewer === undefined) return false;
  return viewer.uid === contest.uid || isSuperAdmin(viewer) || facts.groupRoot === true;
}

export type ContestEntryRefusal = 'loginRequired' | 'contestNotStarted' | 'contestPasswordRequired';

/**
 * Entering a contest (its problems, submissions, rank) needs a login; before the start only contest
 * admins enter; a private contest needs its password once (registration). Public and protected
 * contests are open to every logged-in viewer once started.
 */
export function contestEntry(
  viewer: Viewer,
  contest: ContestFacts,
  facts: ContestViewerFacts,
  now: number,
): Decision<ContestEntryRefusal> {
  if (viewer === undefined) return refused('loginRequired');
  if (isContestAdmin(viewer, contest, facts)) return allowed;
  if (contestPhase(contest, now) === 'before') return refused('contestNotStarted');
  if (contest.auth === contestAuth.private && !facts.registered) return refused('contestPasswordRequired');
  return allowed;
}

export type ContestSubmitRefusal =
  'loginRequired' | 'contestNotStarted' | 'contestEnded' | 'contestNotRegistered';

/**
 * Submitting in a contest (spec part 2, §6): a logged-in viewer; before the start only contest
 * admins; after the end nobody unless the contest allows it; and the viewer registered, or the
 * contest is public, or the viewer is a contest admin.
 */
export function contestSubmission(
  viewer: Viewer,
  contest: ContestFacts,
  facts: ContestViewerFacts,
  now: number,
): Decision<ContestSubmitRefusal> {
  if (viewer === undefined) return refused('loginRequired');
  const admin = isContestAdmin(viewer, contest, facts);
  const phase = contestPhase(contest, now);
  if (phase === 'before' && !admin) return refused('contestNotStarted');
  if (phase === 'ended' && !contest.allowEndSubmit) return refused('contestEnded');
  if (!admin && !facts.registered && contest.auth !== contestAuth.public)
    return refused('contestNotRegistered');
  return allowed;
}
