import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared/judge/judge-status';
import { trainingProblemMark } from './problem-mark';

describe('a training problem’s mark', () => {
  it('reads the list’s myStatus: 0 solved, -1 tried, -10 never', () => {
    expect(trainingProblemMark(0)).toBe('solved');
    expect(trainingProblemMark(-1)).toBe('wrong');
    expect(trainingProblemMark(-10)).toBe('none');
    expect(trainingProblemMark(undefined)).toBe('none');
  });

  it('reads a verdict code: partly scored, still judging, or rejected', () => {
    expect(trainingProblemMark(judgeStatus.partialAccepted)).toBe('partial');
    expect(trainingProblemMark(judgeStatus.judging)).toBe('judging');
    expect(trainingProblemMark(judgeStatus.pending)).toBe('judging');
    expect(trainingProblemMark(judgeStatus.timeLimitExceeded)).toBe('wrong');
    expect(trainingProblemMark(judgeStatus.compileError)).toBe('wrong');
  });
});
