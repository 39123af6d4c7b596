import { randomUUID } from 'node:crypto';
import { judgeStatus, type CallBody, type submitProblemTestJudge as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import type { OpenedScope } from '../../scope/open-scope';
import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import { enqueueJudge } from '../../data/judge-queue';
import { putTestRun } from '../../data/test-runs/test-run-store';
import { testRunLifetimeSeconds } from '../../data/test-runs/test-run-item';
import { expiresAfter } from '../../data/ttl';
import type { Problem } from '../../data/problems/problem-item';
import {
  assertCodeAcceptable,
  assertJudgingOpen,
  assertLanguageAllowed,
  assertProblemJudgedFor,
  problemNamed,
  submitterOf,
} from './submit-rules';
import { assertJudgeRoom } from './judge-flood-guard';
import { assertLanguageJudged } from './assert-language-judged';
import { contestSubmitTarget } from './contest-submit-rules';
import { openTestRunScope } from './test-run-scope';

/**
 * The problem an Online Test runs, as its scope opens it. Named with a contest (`cid`), in which the
 * route's declared `submit` let the user submit now (its phase, the registration): a problem the
 * contest holds (by number or display id there), for a user whom its account limit rule admits.
 * Otherwise by the page it comes from (`openTestRunScope`).
 */
async function testRunProblem(
  body: CallBody<typeof call>,
  user: RequestUser,
  scope: OpenedScope,
): Promise<Problem> {
  if (scope.kind === 'contest') {
    await assertJudgingOpen(scope);
    return (await contestSubmitTarget(scope, body.pid, user)).problem;
  }
  const named = await problemNamed(body.pid);
  return assertProblemJudgedFor(named, user, await openTestRunScope(body.type, named, user));
}

/**
 * POST /api/submit-problem-test-judge: an Online Test, the user's code on the user's input under the
 * problem's limits, under the same rules as a submission (spec §5, §6), the flood guard included
 * (one run per 5 s, and a cap on the user's jobs in flight). The run lives an hour; the answer is the
 * key to poll with.
 */
export const submitProblemTestJudge: ScopedHandler<typeof call, 'user', 'any'> = async (
  { body },
  context,
) => {
  const user = submitterOf(context.user);
  assertCodeAcceptable(body.code);
  if (body.isRemoteJudge) throw new AppError('remoteJudgeNotSupported');
  const problem = await testRunProblem(body, user, context.scope);
  if (problem.quiz) throw new AppError('quizHasNoOnlineTest');
  assertLanguageAllowed(problem, body.language);
  await assertLanguageJudged(body.language);
  await assertJudgeRoom(user.uid, 'testRun', { cid: body.cid });

  const key = randomUUID();
  await putTestRun({
    key,
    uid: user.uid,
    pid: problem.pid,
    language: body.language,
    code: body.code,
    userInput: body.userInput,
    // An empty expected output is none: the result then says how the run went, not "Accepted".
    expectedOutput: body.expectedOutput || null,
    status: judgeStatus.pending,
    timeMs: null,
    memoryKb: null,
    userOutput: null,
    stderr: null,
    problemJudgeMode: problem.judgeMode,
    createdAt: new Date().toISOString(),
    expiresAt: expiresAfter(testRunLifetimeSeconds),
  });
  await enqueueJudge({ kind: 'testRun', key });
  return key;
};
