import type { submitProblemJudge as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { enqueueJudge } from '../../data/judge-queue';
import { nextSubmitId, pendingSubmission, putNewSubmission } from '../../data/submissions/create-submission';
import { submissionRow } from './submission-view';
import { cachedVipDirectory } from '../../data/users/vip-directory';
import { submitQuizPaper } from './submit-quiz-paper';
import { assertLanguageJudged } from './assert-language-judged';
import { assertJudgeRoom } from './judge-flood-guard';
import {
  assertCodeAcceptable,
  assertLanguageAllowed,
  assertProblemJudgedFor,
  assertSubmitInterval,
  problemNamed,
  submitterOf,
} from './submit-rules';
import { enforce } from '../../frame/enforce';
import { readScope, scopeOfRequest } from '../problem/read-scope';
import { scopeSubmission } from '../../policy/scope';
import { submissionScopeIds } from './submission-scope-ids';

/**
 * POST /api/submit-problem-judge: store the submission, pending in round 1, and queue it for the
 * judges; a quiz paper is graded on the spot. Answers with the stored row; the client polls its
 * `submitId`. The id is taken only after every rule passed, so refused requests leave no gap in the
 * sequence the list pages are computed from.
 */
export const submitProblemJudge: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const user = submitterOf(context.user);
  assertCodeAcceptable(body.code);
  // The contest, training or group the ids name must exist and take this user's submissions.
  const scope = await readScope(scopeOfRequest(body), user);
  enforce(scopeSubmission(user, scope, Date.now()));
  if (body.isRemote) throw new AppError('remoteJudgeNotSupported');
  const problem = await assertProblemJudgedFor(await problemNamed(body.pid), user, scope);
  const ids = submissionScopeIds(scope);
  if (problem.quiz) {
    await assertSubmitInterval(user.uid);
    return submitQuizPaper(problem, problem.quiz, body.code, user, ids);
  }
  assertLanguageAllowed(problem, body.language);
  await assertLanguageJudged(body.language);
  await assertJudgeRoom(user.uid, 'submission');

  const submission = {
    ...pendingSubmission({
      submitId: await nextSubmitId(),
      uid: user.uid,
      username: user.username,
      pid: problem.pid,
      displayPid: problem.problemId,
      language: body.language,
      code: body.code,
    }),
    ...ids,
  };
  await putNewSubmission(submission);
  await enqueueJudge({ kind: 'submission', submitId: submission.submitId, round: 1, pid: problem.pid });
  context.log.info('submitted', { submitId: submission.submitId, pid: problem.pid });
  return submissionRow(
    { ...submission, length: Buffer.byteLength(submission.code, 'utf8') },
    { title: problem.title, difficulty: problem.difficulty, type: problem.type },
    await cachedVipDirectory(),
  );
};
