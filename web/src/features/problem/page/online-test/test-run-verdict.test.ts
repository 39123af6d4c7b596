import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared/judge/judge-status';
import { testRunVerdict } from './test-run-verdict';

describe("the Online Test's verdict", () => {
  it('says finished, not accepted, for a run with no expected output', () => {
    expect(testRunVerdict(judgeStatus.accepted, null)).toBe('finished');
    expect(testRunVerdict(judgeStatus.accepted, '')).toBe('finished');
  });

  it('keeps the status when an expected output was compared', () => {
    expect(testRunVerdict(judgeStatus.accepted, '3\n')).toBe('status');
    expect(testRunVerdict(judgeStatus.wrongAnswer, '3\n')).toBe('status');
  });

  it('keeps failures that need no comparison', () => {
    expect(testRunVerdict(judgeStatus.runtimeError, null)).toBe('status');
    expect(testRunVerdict(judgeStatus.timeLimitExceeded, null)).toBe('status');
  });
});
