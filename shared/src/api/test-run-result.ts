import type { CallResponse } from './define-call';
import type { getTestJudgeResult } from './submission';

/** An Online Test's result, as `get-test-judge-result` answers it. */
export type TestRunResult = CallResponse<typeof getTestJudgeResult>;

/**
 * A result that has a status and nothing else yet: the server's answer for no run (not submitted),
 * and what the web shows while the first poll of a new run is under way (pending).
 */
export function bareTestRunResult(status: number): TestRunResult {
  return {
    status,
    time: null,
    memory: null,
    stderr: null,
    userInput: null,
    expectedOutput: null,
    userOutput: null,
    problemJudgeMode: null,
  };
}
