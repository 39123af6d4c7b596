import { submitProblemTestJudge } from '@oj/shared/api/submission';
import { callApi } from '../../../../lib/api-client';

/** POST /api/submit-problem-test-judge: runs the code on the user's input; answers the key to poll. */
export function startTestRun(input: {
  pid: number;
  language: string;
  code: string;
  userInput: string;
  /** Empty means none expected: any output then counts as a run that finished. */
  expectedOutput: string;
  mode: 'default' | 'spj' | 'interactive';
}) {
  return callApi(submitProblemTestJudge, {
    body: { ...input, expectedOutput: input.expectedOutput || null, type: 'public', isRemoteJudge: false },
  });
}
