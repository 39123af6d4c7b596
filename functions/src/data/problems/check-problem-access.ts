import { isProblemBlocked, problemAuth, roleSatisfies } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import { cachedFor } from '../kit/paging/cached-snapshot';
import { getWebsiteConfig } from '../website-config/get-website-config';
import { getUser } from '../users/find-user';
import { allowedProblemCodes } from '../users/user-item';
import type { Problem } from './problem-item';

/** What deciding who may open a problem needs of it; a catalogue line has it too. */
export type ProblemGate = Pick<Problem, 'problemId' | 'auth' | 'gid'>;

export interface ProblemAccessOptions {
  /** The caller has checked that the user takes part in the contest that holds the problem. */
  inContest?: boolean;
  /** The caller has checked that the user belongs to the group that owns the problem. */
  inGroup?: boolean;
}

/** The blocked prefixes change rarely; every problem page asks. */
const websiteConfig = cachedFor(5_000, getWebsiteConfig);

/** The site's blocked prefixes (spec §3), before any user's exceptions. */
export async function blockedPrefixes(): Promise<readonly string[]> {
  return (await websiteConfig()).blockedProblemPrefixes;
}

const nobody = { isSiteOwner: false, allowedCodes: [] as string[] };

/**
 * Who the viewer is to the blocked prefixes (spec §5): the site owner flag and the allowed codes of the
 * real-name field. Anonymous viewers have neither. Costs one read of the account.
 */
export async function prefixViewerOf(
  user: RequestUser | undefined,
): Promise<{ isSiteOwner: boolean; allowedCodes: string[] }> {
  if (!user) return nobody;
  const account = await getUser(user.uid);
  if (!account) return nobody;
  return { isSiteOwner: account.isSiteOwner === true, allowedCodes: allowedProblemCodes(account) };
}

/**
 * Refuse a problem whose display id starts with a blocked prefix, unless the viewer is the site owner
 * or holds that prefix's code. The account is read only when the id matches a prefix at all.
 */
export async function assertProblemNotBlockedFor(
  problemId: string,
  user: RequestUser | undefined,
): Promise<void> {
  const prefixes = await blockedPrefixes();
  if (!isProblemBlocked(problemId, prefixes, nobody)) return;
  if (isProblemBlocked(problemId, prefixes, await prefixViewerOf(user)))
    throw new AppError('problemBlocked', { problemId });
}

/**
 * Refuse a problem the viewer may not see: private problems (auth 2) are for admins; contest problems
 * (auth 3) open only inside their contest; a group's problems only inside the group, which is checked
 * by the caller (`inGroup`) where groups are; until they exist only admins open them. Admins see every problem.
 */
export function assertProblemVisibleTo(
  problem: ProblemGate,
  user: RequestUser | undefined,
  options: ProblemAccessOptions = {},
): void {
  if (user && roleSatisfies(user.roleCode, 'admin')) return;
  if (problem.auth === problemAuth.private) throw new AppError('problemNotPublic');
  if (problem.auth === problemAuth.contest && !options.inContest) throw new AppError('problemContestOnly');
  if (problem.gid !== null && !options.inGroup) throw new AppError('problemOfGroup');
}

/**
 * Refuse a problem the viewer may not open, see or submit to: the visibility rules, then the blocked
 * prefixes. The problem area calls it for every problem page; the submission area for submit and
 * Online Test.
 */
export async function assertProblemOpenTo(
  problem: ProblemGate,
  user: RequestUser | undefined,
  options: ProblemAccessOptions = {},
): Promise<void> {
  assertProblemVisibleTo(problem, user, options);
  await assertProblemNotBlockedFor(problem.problemId, user);
}
