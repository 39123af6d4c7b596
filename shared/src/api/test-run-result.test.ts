import { describe, expect, it } from 'vitest';
import { judgeStatus } from '../judge/judge-status';
import { getTestJudgeResult } from './submission';
import { bareTestRunResult } from './test-run-result';

describe('a bare Online Test result', () => {
  it('has the status it is given and every detail null, and is a valid answer of the call', () => {
    const result = bareTestRunResult(judgeStatus.pending);
    expect(result.status).toBe(judgeStatus.pending);
    expect(Object.entries(result).filter(([field]) => field !== 'status')).toEqual(
      Object.keys(getTestJudgeResult.response.shape)
        .filter((field) => field !== 'status')
        .map((field) => [field, null]),
    );
    expect(getTestJudgeResult.response.parse(result)).toEqual(result);
  });
});
