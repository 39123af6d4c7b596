import type { getTestJudgeResult as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getTestRun } from '../../data/test-runs/test-run-store';
import { testRunResultOf } from './submission-view';

/**
 * GET /api/get-test-judge-result: an Online Test's result, for the user who asked for it; a key with
 * no run answers "not submitted" (see `testRunResultOf`).
 */
export const getTestJudgeResult: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const run = await getTestRun(query.testJudgeKey);
  if (run && run.uid !== context.user.uid) throw new AppError('testRunNotYours');
  return testRunResultOf(run);
};
