import { codeProblem, permissionsOf, type ProblemRef } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import { getProblem } from '../../data/problems/get-problem';
import { resolveProblemRef } from '../../data/problems/resolve-problem-ref';
import { assertProblemOpenTo } from '../problem';
import type { Problem } from '../../data/problems/problem-item';
import { publicFound, type FoundScope } from '../../policy/scope';
import { judgingOpen } from '../../policy/judging-switch';
import { enforce } from '../../frame/enforce';
import { cachedWebsiteConfig } from '../../data/website-config/cached-website-config';
import { querySubmissionIndex } from '../../data/submissions/query-submission-index';
import { submitIntervalMs } from '../../data/website-config/submit-interval';
import { submitIntervalApplies } from './judge-flood-guard';

/*
 * The rules of spec §5 and §6 that submitting and Online Tests share, in the order a caller applies
 * them: who asks, what was sent, where, which problem, how often.
 */

/** The caller, if the role holds `submit` (1003, 1006 and 1007 do not; muted users do). */
export function submitterOf(user: RequestUser): RequestUser {
  if (!permissionsOf(user.roleCode).includes('submit')) throw new AppError('submitNotAllowedForRole');
  return user;
}

export function assertCodeAcceptable(code: string): void {
  const problem = codeProblem(code);
  if (problem === 'empty') throw new AppError('codeEmpty');
  if (problem === 'tooLong') throw new AppError('codeTooLong');
}

/**
 * Judging is switched on where a submission or an Online Test is asked for (the switch page's public,
 * contest and group judging switches, `judgingOpen`, read through the 5-second config cache), once
 * the scope let the user submit there. Every job passes here once its scope is known, so a group's
 * jobs obey the group switch as soon as groups take them.
 */
export async function assertJudgingOpen(scope: FoundScope): Promise<void> {
  enforce(judgingOpen(await cachedWebsiteConfig(), scope));
}

/** The problem named by its number or display id; `404` when there is none. */
export async function problemNamed(ref: ProblemRef): Promise<Problem> {
  const pid = await resolveProblemRef(ref);
  const problem = pid === undefined ? undefined : await getProblem(pid);
  if (!problem) throw new AppError('problemNotFound', { pid: ref });
  return problem;
}

/**
 * The problem, if this user may open it through `scope` (the scope's entry, the problem's
 * visibility, blocked prefixes) and it is judged here.
 */
export async function assertProblemJudgedFor(
  problem: Problem,
  user: RequestUser,
  scope: FoundScope = publicFound,
): Promise<Problem> {
  await assertProblemOpenTo(problem, user, scope);
  if (problem.isRemote) throw new AppError('remoteJudgeNotSupported');
  return problem;
}

export function assertLanguageAllowed(problem: Pick<Problem, 'languages'>, language: string): void {
  if (!problem.languages.includes(language)) throw new AppError('languageNotAllowed', { language });
}

/**
 * At most one submission per interval and user outside contests (a quiz paper's; code goes through
 * the judge flood guard), judged by the user's newest public submission: one Query of the by-user
 * index, Limit 1. Inside a contest nothing is read: the interval is for non-contest submissions
 * (`submitIntervalApplies`). Two requests in the same instant can both pass: the guard is against
 * scripts, not a lock.
 */
export async function assertSubmitInterval(
  uid: string,
  { cid = 0, now = Date.now() }: { cid?: number; now?: number } = {},
): Promise<void> {
  if (!submitIntervalApplies('submission', cid)) return;
  const [publicOnes, interval] = await Promise.all([
    querySubmissionIndex({ uid }, {}, 1, 1),
    submitIntervalMs(),
  ]);
  const newest = publicOnes.items.reduce(
    (latest, submission) => Math.max(latest, Date.parse(submission.submitTime) || 0),
    0,
  );
  if (now - newest < interval) throw new AppError('submitTooFast');
}
