import { submitProblemTestJudge } from '@oj/shared/api/submission';
import { callApi } from '../../../../lib/api-client';

/**
 * POST /api/submit-problem-test-judge: runs the code on the user's input; answers the key to poll.
 * With a contest (`cid` above 0) the run is asked from inside it, under its rules.
 */
export function startTestRun(input: {
  pid: number;
  language: string;
  code: string;
  userInput: string;
  /** Empty means none expected: any output then counts as a run that finished. */
  expectedOutput: string;
  mode: 'default' | 'spj' | 'interactive';
  cid?: number;
}) {
  const cid = input.cid ?? 0;
  return callApi(submitProblemTestJudge, {
    body: {
      ...input,
      cid,
      expectedOutput: input.expectedOutput || null,
      type: cid > 0 ? 'contest' : 'public',
      isRemoteJudge: false,
    },
  });
}
