import { describe, expect, it } from 'vitest';
import { judgeStatus, manualJudgeBlock } from './judge-status';

describe('when a submission may be judged by hand', () => {
  it('not while the judges still have it: waiting, compiling, judging or being submitted', () => {
    for (const status of [
      judgeStatus.pending,
      judgeStatus.compiling,
      judgeStatus.judging,
      judgeStatus.submitting,
    ])
      expect(manualJudgeBlock(status)).toBe('stillJudging');
  });

  it('not over a compile error, and over any other final verdict', () => {
    expect(manualJudgeBlock(judgeStatus.compileError)).toBe('compileError');
    for (const status of [judgeStatus.accepted, judgeStatus.wrongAnswer, judgeStatus.cancelled])
      expect(manualJudgeBlock(status)).toBeUndefined();
  });
});
