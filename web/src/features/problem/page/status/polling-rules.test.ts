import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared/judge/judge-status';
import { keepPollingSubmission, keepPollingTestRun, submissionPollMs, testRunPollMs } from './polling-rules';

describe('polling rules', () => {
  it('polls a submission every 2 s and an Online Test every 1 s', () => {
    expect(submissionPollMs).toBe(2000);
    expect(testRunPollMs).toBe(1000);
  });

  it('keeps polling a submission while it is pending, compiling or judging', () => {
    for (const status of [judgeStatus.pending, judgeStatus.compiling, judgeStatus.judging]) {
      expect(keepPollingSubmission(status)).toBe(true);
    }
    expect(keepPollingSubmission(undefined)).toBe(true);
  });

  it('stops polling a submission at every final verdict', () => {
    for (const status of [-4, -3, -2, -1, 0, 1, 2, 3, 4, 8, 10]) {
      expect(keepPollingSubmission(status)).toBe(false);
    }
  });

  it('stops polling an Online Test once it has a result or no run exists', () => {
    expect(keepPollingTestRun(judgeStatus.pending)).toBe(true);
    expect(keepPollingTestRun(judgeStatus.judging)).toBe(true);
    expect(keepPollingTestRun(judgeStatus.accepted)).toBe(false);
    expect(keepPollingTestRun(judgeStatus.compileError)).toBe(false);
    expect(keepPollingTestRun(judgeStatus.notSubmitted)).toBe(false);
  });
});
