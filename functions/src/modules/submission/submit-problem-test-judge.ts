import { randomUUID } from 'node:crypto';
import { judgeStatus, type submitProblemTestJudge as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { enqueueJudge } from '../../data/judge-queue';
import { putTestRun } from '../../data/test-runs/test-run-store';
import { testRunLifetimeSeconds } from '../../data/test-runs/test-run-item';
import { expiresAfter } from '../../data/ttl';
import { assertCodeAcceptable, assertLanguageAllowed, problemOpenFor, submitterOf } from './submit-rules';
import { assertJudgeRoom } from './judge-flood-guard';
import { assertLanguageJudged } from './assert-language-judged';

/**
 * POST /api/submit-problem-test-judge: an Online Test, the user's code on the user's input under the
 * problem's limits, under the same rules as a submission (spec §5, §6), the flood guard included
 * (one run per 5 s, and a cap on the user's jobs in flight). The run lives an hour; the answer is the
 * key to poll with.
 */
export const submitProblemTestJudge: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const user = submitterOf(context.user);
  assertCodeAcceptable(body.code);
  // Contest and group runs need those scopes' rules, which do not exist yet.
  if (body.type !== 'public') throw new AppError('scopeNotSupported');
  if (body.isRemoteJudge) throw new AppError('remoteJudgeNotSupported');
  const problem = await problemOpenFor(body.pid, user);
  if (problem.quiz) throw new AppError('quizHasNoOnlineTest');
  assertLanguageAllowed(problem, body.language);
  await assertLanguageJudged(body.language);
  await assertJudgeRoom(user.uid, 'testRun');

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
