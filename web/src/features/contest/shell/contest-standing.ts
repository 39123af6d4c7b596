import type { ContestView } from '@oj/shared/api/contest';
import { contestAuthCode } from '@oj/shared/domain/contest';
import { examModeOf, type ExamMode } from '@oj/shared/domain/exam-mode';
import type { ContestPhase } from './contest-phase';

/** Who is looking, as the app's session knows them; null for a visitor. */
export interface ContestViewer {
  uid: string;
  username: string;
  /** The site's super admin (`root`). */
  superAdmin: boolean;
}

/** The viewer's standing in one contest (spec part 2, §4 access and §6 roles). */
export interface ContestStanding {
  loggedIn: boolean;
  /** Its author or a super admin (a group's roots too, once groups exist). */
  contestAdmin: boolean;
  superAdmin: boolean;
  /** Registered, or the contest is public; contest admins always hold it. */
  access: boolean;
  /** Non-admins may not open the contest's menu: before the start, or a private contest without access. */
  menuDisabled: boolean;
  /** The password form of a private contest (to enter) is shown. */
  needsPasswordToEnter: boolean;
  /** The password form of a protected contest (to submit) is shown. */
  needsPasswordToSubmit: boolean;
  /** May submit now, by the rules of spec part 2 §6. */
  canSubmit: boolean;
  exam: ExamMode;
}

type StandingContest = Pick<ContestView, 'uid' | 'auth' | 'description' | 'allowEndSubmit'>;

/**
 * The viewer's standing from the contest, its phase by the server's clock, the viewer and whether the
 * server says they hold access (undefined while that answer is on its way: no form flashes).
 */
export function contestStandingOf(
  contest: StandingContest,
  phase: ContestPhase,
  viewer: ContestViewer | null,
  serverAccess: boolean | undefined,
): ContestStanding {
  const loggedIn = viewer !== null;
  const superAdmin = viewer?.superAdmin ?? false;
  // The creator by account, as the server decides it (a username is only the author's name).
  const contestAdmin = loggedIn && (superAdmin || viewer.uid === contest.uid);
  const isPublic = contest.auth === contestAuthCode.public;
  const access = contestAdmin || (loggedIn && (isPublic || serverAccess === true));
  const accessKnown = contestAdmin || isPublic || serverAccess !== undefined;
  const lacksAccess = loggedIn && accessKnown && !access;
  const menuDisabled =
    !contestAdmin && (phase === 'scheduled' || (contest.auth === contestAuthCode.private && !access));
  const submitPhaseOpen =
    phase === 'running' ||
    (phase === 'ended' && contest.allowEndSubmit) ||
    (phase === 'scheduled' && contestAdmin);
  return {
    loggedIn,
    contestAdmin,
    superAdmin,
    access,
    menuDisabled,
    needsPasswordToEnter: lacksAccess && contest.auth === contestAuthCode.private,
    needsPasswordToSubmit: lacksAccess && contest.auth === contestAuthCode.protected,
    canSubmit: loggedIn && access && submitPhaseOpen,
    exam: examModeOf(contest.description),
  };
}
