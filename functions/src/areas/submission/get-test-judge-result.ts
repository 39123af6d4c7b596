import { judgeStatus, type getTestJudgeResult as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getTestRun } from '../../data/test-runs/test-run-store';

/** A run that is compiling or running is still "pending" to its poller (see below). */
const stillRunning: ReadonlySet<number> = new Set([judgeStatus.compiling, judgeStatus.judging]);

/**
 * GET /api/get-test-judge-result: an Online Test's result, for the user who asked for it. A key with
 * no run (never sent, or older than an hour) answers status -10, not submitted. Until the final
 * result the status is 5: clients written for the original server poll while it is 5 (spec §4) and
 * would stop at 6, compiling.
 */
export const getTestJudgeResult: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const run = await getTestRun(query.testJudgeKey);
  if (!run)
    return {
      status: judgeStatus.notSubmitted,
      time: null,
      memory: null,
      stderr: null,
      userInput: null,
      expectedOutput: null,
      userOutput: null,
      problemJudgeMode: null,
    };
  if (run.uid !== context.user.uid) throw new AppError('testRunNotYours');
  return {
    status: stillRunning.has(run.status) ? judgeStatus.pending : run.status,
    time: run.timeMs,
    memory: run.memoryKb,
    stderr: run.stderr,
    userInput: run.userInput,
    expectedOutput: run.expectedOutput,
    userOutput: run.userOutput,
    problemJudgeMode: run.problemJudgeMode ?? null,
  };
};
