import { isProblemBlocked, problemAuth, type ProblemAuth } from '@oj/shared';
import { allowed, refused, type Decision } from './decision';
import { isAdmin, isSuperAdmin, type Viewer } from './viewer';

/** What deciding who may open a problem needs of it; a catalogue line has it too. */
export interface ProblemGate {
  problemId: string;
  auth: ProblemAuth;
  gid: number | null;
}

/** What the caller has established about the viewer and the problem's scope. */
export interface ProblemScopeFacts {
  /** The viewer takes part in the contest that holds the problem. */
  inContest?: boolean;
  /** The viewer belongs to the group that owns the problem. */
  inGroup?: boolean;
}

/** Who the viewer is to the blocked prefixes (spec §5): the site owner flag and the allowed codes. */
export interface PrefixViewer {
  isSiteOwner: boolean;
  allowedCodes: readonly string[];
}

/** A visitor, or an account without the flag or codes: what every viewer is at least. */
export const anyPrefixViewer: PrefixViewer = { isSiteOwner: false, allowedCodes: [] };

export type ProblemVisibilityRefusal = 'problemNotPublic' | 'problemContestOnly' | 'problemOfGroup';

/**
 * A group's problems open only inside the group (its own scope, or its contests' and trainings'), to
 * site admins too: the public site never shows them, only the super admin sees every group's (spec
 * part 3, §6). Private problems (auth 2) are for admins; contest problems (auth 3) open only inside
 * their contest. Admins see every other problem.
 */
export function problemVisibility(
  viewer: Viewer,
  problem: ProblemGate,
  facts: ProblemScopeFacts = {},
): Decision<ProblemVisibilityRefusal> {
  if (problem.gid !== null && !facts.inGroup && !isSuperAdmin(viewer)) return refused('problemOfGroup');
  if (isAdmin(viewer)) return allowed;
  if (problem.auth === problemAuth.private) return refused('problemNotPublic');
  if (problem.auth === problemAuth.contest && !facts.inContest) return refused('problemContestOnly');
  if (problem.gid !== null && !facts.inGroup) return refused('problemOfGroup');
  return allowed;
}

/**
 * A problem whose display id starts with a blocked prefix is refused, unless the viewer is the site
 * owner or holds that prefix's code. Asked first with `anyPrefixViewer`, it tells the caller whether
 * the viewer's account needs reading at all.
 */
export function problemPrefixAccess(
  problemId: string,
  blockedPrefixes: readonly string[],
  prefixViewer: PrefixViewer,
): Decision<'problemBlocked'> {
  return isProblemBlocked(problemId, blockedPrefixes, prefixViewer)
    ? refused('problemBlocked', { problemId })
    : allowed;
}
