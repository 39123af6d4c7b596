import { examModeOf, isExamPaperProblem, type ProblemRef, type StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import type { RequestUser } from '../../frame/request-context';
import { getProblem } from '../../data/problems/get-problem';
import type { Problem } from '../../data/problems/problem-item';
import { readExamLockRelease } from '../../data/contests/exam-lock-release';
import {
  getContestProblemByDisplayId,
  getContestProblemByPid,
} from '../../data/contest-problems/read-contest-problems';
import { userContestProblemSubmissions } from '../../data/submissions/query-contest-user-submissions';
import { isContestAdmin } from '../../policy/contest';
import { examSubmission } from '../../policy/exam-submission';
import type { ContestScope } from '../../scope/open-scope';
import { assertProblemOpenTo } from '../problem';
import { accountLimitLetsIn } from '../contest';

/*
 * What a contest asks of a submission or an Online Test beyond who may submit when (`scopeSubmission`,
 * spec part 2 §6): a problem the contest holds, the account limit rule, and in exam mode the submit
 * limit and the exam lock (§4, §5).
 */

/** A problem as submitted to in a contest. */
export interface ContestSubmitTarget {
  contest: StoredContest;
  problem: Problem;
  /** The problem's display id in the contest (`A`), which the submission is stored under. */
  displayId: string;
  /** The submitter is a contest admin (creator, super admin): exempt from the account and exam rules. */
  admin: boolean;
}

/**
 * The contest's problem a request's `pid` names: the problem's number, as the original client sends
 * it, or its display id in the contest (`A`). A number the contest holds no problem under is tried
 * as a display id too (a contest may number its problems `1`, `2`, …). 404 naming both otherwise.
 */
async function contestProblemNamed(
  cid: number,
  ref: ProblemRef,
): Promise<{ problem: Problem; displayId: string }> {
  const link =
    (typeof ref === 'number' ? await getContestProblemByPid(cid, ref) : undefined) ??
    (await getContestProblemByDisplayId(cid, String(ref)));
  const problem = link ? await getProblem(link.pid) : undefined;
  if (!link || !problem) throw new AppError('contestProblemNotFound', { cid, problem: String(ref) });
  return { problem, displayId: link.displayId };
}

/**
 * The problem a submission or an Online Test inside the contest goes to, once the scope let the user
 * submit there (`scopeSubmission`, the contest's sight rule first), decided on the scope as opened
 * (the contest item whole, the user's standing), not read again: the contest holds the problem, its
 * account limit rule admits the user, and the problem opens to the user there (a contest-only
 * problem opens through the contest that holds it). Remote problems are not judged here.
 */
export async function contestSubmitTarget(
  scope: ContestScope,
  ref: ProblemRef,
  user: RequestUser,
): Promise<ContestSubmitTarget> {
  const contest = scope.stored;
  const named = await contestProblemNamed(contest.cid, ref);
  const admin = isContestAdmin(user, scope.contest, scope);
  if (!admin && !accountLimitLetsIn(contest, user.username))
    throw new AppError('contestAccountNotAllowed', { username: user.username });
  await assertProblemOpenTo(named.problem, user, scope, true);
  if (named.problem.isRemote) throw new AppError('remoteJudgeNotSupported');
  return { contest, ...named, admin };
}

/**
 * In exam mode (the description's `[exam, N]`), one more submission to the target: at most N per
 * problem and user, and no more to a paper problem the user handed in (accepted or partially
 * accepted) since an exam admin last released the user. Nothing is read outside exam mode, and the
 * release only for a paper problem.
 */
export async function assertExamAllows(target: ContestSubmitTarget, user: RequestUser): Promise<void> {
  const exam = examModeOf(target.contest.description);
  if (!exam.examMode || target.admin) return;
  const cid = target.contest.cid;
  const paper = isExamPaperProblem(target.displayId, target.problem.problemId);
  const [earlier, releasedThrough] = await Promise.all([
    userContestProblemSubmissions(cid, user.uid, target.problem.pid),
    paper ? readExamLockRelease(cid, user.uid) : 0,
  ]);
  enforce(
    examSubmission({ exempt: target.admin, submitLimit: exam.submitLimit, paper, earlier, releasedThrough }),
  );
}
