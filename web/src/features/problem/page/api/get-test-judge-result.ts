import { getTestJudgeResult } from '@oj/shared/api/submission';
import { callApi } from '../../../../lib/api-client';

/** GET /api/get-test-judge-result: the Online Test's status and output (-10: no such run). */
export function fetchTestRunResult(testJudgeKey: string) {
  return callApi(getTestJudgeResult, { query: { testJudgeKey } });
}
