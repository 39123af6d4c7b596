import { randomUUID } from 'node:crypto';
import {
  judgeStatus,
  publicScope,
  scopeOf,
  type CallBody,
  type Scope,
  type submitProblemTestJudge as call,
  type testJudgeTypes,
} from '@oj/shared';

type TestJudgeType = (typeof testJudgeTypes)[number];
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { enqueueJudge } from '../../data/judge-queue';
import { putTestRun } from '../../data/test-runs/test-run-store';
import { testRunLifetimeSeconds } from '../../data/test-runs/test-run-item';
import { expiresAfter } from '../../data/ttl';
import {
  assertCodeAcceptable,
  assertLanguageAllowed,
  assertProblemJudgedFor,
  judgingScope,
  problemNamed,
  submitterOf,
} from './submit-rules';
import type { Problem } from '../../data/problems/problem-item';
import { assertJudgeRoom } from './judge-flood-guard';
import { assertLanguageJudged } from './assert-language-judged';
import { contestSubmitTarget } from './contest-submit-rules';
import type { RequestUser } from '../../frame/request-context';

/**
 * The scope an Online Test runs in. Its `type` says which kind of page it comes from but carries no
 * id: a group's page tests the problem in the group that owns it (`problem.gid`), which must exist
 * and admit the user. A contest's page that names no contest (`cid`), or a problem of no group, tests
 * under the problem's own rules, as on the public site: a run records nothing in any scope, and a
 * contest-only problem stays closed until its contest is named.
 */
export function testRunScopeOf(type: TestJudgeType, problem: Pick<Problem, 'gid'>): Scope {
  return type === 'group' && problem.gid !== null ? scopeOf({ gid: problem.gid }) : publicScope;
}

/**
 * The problem an Online Test runs, as its scope opens it. Named with a contest (`cid`): a problem the
 * contest holds (by number or display id there), for a user who may submit in the contest now, whom
 * its account limit rule admits. Otherwise by the page it comes from (`testRunScopeOf`).
 */
async function testRunProblem(body: CallBody<typeof call>, user: RequestUser): Promise<Problem> {
  if (body.cid !== 0) {
    const scope = await judgingScope(scopeOf({ cid: body.cid }), user);
    if (scope.kind !== 'contest') throw new AppError('contestNotFound', { cid: body.cid });
    return (await contestSubmitTarget(scope, body.pid, user)).problem;
  }
  const named = await problemNamed(body.pid);
  const scope = await judgingScope(testRunScopeOf(body.type, named), user);
  return assertProblemJudgedFor(named, user, scope);
}

/**
 * POST /api/submit-problem-test-judge: an Online Test, the user's code on the user's input under the
 * problem's limits, under the same rules as a submission (spec §5, §6), the flood guard included
 * (one run per 5 s, and a cap on the user's jobs in flight). The run lives an hour; the answer is the
 * key to poll with.
 */
export const submitProblemTestJudge: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const user = submitterOf(context.user);
  assertCodeAcceptable(body.code);
  if (body.isRemoteJudge) throw new AppError('remoteJudgeNotSupported');
  const problem = await testRunProblem(body, user);
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
