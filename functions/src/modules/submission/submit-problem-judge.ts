import type { ProblemRef, submitProblemJudge as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import type { RequestUser } from '../../frame/request-context';
import { AppError } from '../../frame/app-error';
import { enqueueJudge } from '../../data/judge-queue';
import { nextSubmitId, pendingSubmission, putNewSubmission } from '../../data/submissions/create-submission';
import type { Problem } from '../../data/problems/problem-item';
import { submissionRow } from './submission-view';
import { cachedVipDirectory } from '../../data/users/vip-directory';
import { submitQuizPaper } from './submit-quiz-paper';
import { assertLanguageJudged } from './assert-language-judged';
import { assertJudgeRoom } from './judge-flood-guard';
import {
  assertCodeAcceptable,
  assertJudgingOpen,
  assertLanguageAllowed,
  assertProblemJudgedFor,
  assertSubmitInterval,
  problemNamed,
  submitterOf,
} from './submit-rules';
import { assertExamAllows, contestSubmitTarget } from './contest-submit-rules';
import type { OpenedScope } from '../../scope/open-scope';
import { submissionScopeIds } from './submission-scope-ids';
import { assertProblemInTraining } from '../training';

/**
 * The problem a submission goes to and the display id it is stored under. Inside a contest: a problem
 * the contest holds, under its display id there, once the contest's own rules pass (account limit,
 * exam limit and lock); elsewhere: the problem by its number or display id, as the scope opens it.
 */
async function submitTarget(
  ref: ProblemRef,
  user: RequestUser,
  scope: OpenedScope,
): Promise<{ problem: Problem; displayPid: string }> {
  if (scope.kind !== 'contest') {
    const problem = await assertProblemJudgedFor(await problemNamed(ref), user, scope);
    if (scope.kind === 'training') await assertProblemInTraining(scope.training.tid, problem.pid);
    return { problem, displayPid: problem.problemId };
  }
  const target = await contestSubmitTarget(scope, ref, user);
  await assertExamAllows(target, user);
  return { problem: target.problem, displayPid: target.displayId };
}

/**
 * POST /api/submit-problem-judge: store the submission, pending in round 1, and queue it for the
 * judges; a quiz paper is graded on the spot. Answers with the stored row; the client polls its
 * `submitId`. The id is taken only after every rule passed, so refused requests leave no gap in the
 * sequence the list pages are computed from; a contest's submission takes its id from the contests'
 * sequence and is never shared (spec part 2, §6). The contest, training or group the ids name was
 * found, and let this user submit there now, by the route's scope (`submit`).
 */
export const submitProblemJudge: ScopedHandler<typeof call, 'user', 'any'> = async ({ body }, context) => {
  const { scope } = context;
  const user = submitterOf(context.user);
  assertCodeAcceptable(body.code);
  await assertJudgingOpen(scope);
  if (body.isRemote) throw new AppError('remoteJudgeNotSupported');
  const { problem, displayPid } = await submitTarget(body.pid, user, scope);
  const ids = submissionScopeIds(scope);
  const inContest = ids.cid !== 0;
  if (problem.quiz) {
    await assertSubmitInterval(user.uid, { cid: ids.cid });
    return submitQuizPaper(problem, problem.quiz, body.code, user, { ...ids, displayPid });
  }
  assertLanguageAllowed(problem, body.language);
  await assertLanguageJudged(body.language);
  await assertJudgeRoom(user.uid, 'submission', { cid: ids.cid });

  const submission = {
    ...pendingSubmission({
      submitId: await nextSubmitId(inContest, ids.gid !== 0),
      uid: user.uid,
      username: user.username,
      pid: problem.pid,
      displayPid,
      language: body.language,
      code: body.code,
    }),
    ...ids,
  };
  await putNewSubmission(submission);
  await enqueueJudge({ kind: 'submission', submitId: submission.submitId, round: 1, pid: problem.pid });
  context.log.info('submitted', { submitId: submission.submitId, pid: problem.pid, cid: submission.cid });
  return submissionRow(
    { ...submission, length: Buffer.byteLength(submission.code, 'utf8') },
    { title: problem.title, difficulty: problem.difficulty, type: problem.type },
    await cachedVipDirectory(),
  );
};
