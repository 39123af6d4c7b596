import { codeProblem, permissionsOf, type ProblemRef } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import { getProblem } from '../../data/problems/get-problem';
import { resolveProblemRef } from '../../data/problems/resolve-problem-ref';
import { assertProblemOpenTo } from '../problem/problem-access';
import type { Problem } from '../../data/problems/problem-item';
import { publicFound, type FoundScope } from '../../policy/scope';
import { querySubmissionIndex } from '../../data/submissions/query-submission-index';
import { newestContestSubmissions } from '../../data/submissions/query-contest-user-submissions';
import { submitIntervalMs } from '../../data/website-config/submit-interval';

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
 * At most one submission per interval and user, judged by the user's newest submission: one Query of
 * the by-user index, Limit 1, and for a submission inside contest `cid` one more of the user's
 * partition in that contest. Two requests in the same instant can both pass: the guard is against
 * scripts, not a lock.
 */
export async function assertSubmitInterval(
  uid: string,
  { cid = 0, now = Date.now() }: { cid?: number; now?: number } = {},
): Promise<void> {
  const [publicOnes, contestOnes] = await Promise.all([
    querySubmissionIndex({ uid }, {}, 1, 1),
    cid === 0 ? [] : newestContestSubmissions(cid, uid, 1),
  ]);
  const newest = [...publicOnes.items, ...contestOnes].reduce(
    (latest, submission) => Math.max(latest, Date.parse(submission.submitTime) || 0),
    0,
  );
  if (now - newest < (await submitIntervalMs())) throw new AppError('submitTooFast');
}
