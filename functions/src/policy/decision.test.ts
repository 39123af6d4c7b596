import { describe, expect, it } from 'vitest';
import { allowed, refused } from './decision';

describe('a policy decision', () => {
  it('carries the refusal and its message parameters, empty when none are given', () => {
    expect(refused('problemBlocked', { problemId: 'LQ1' })).toEqual({
      allowed: false,
      refusal: 'problemBlocked',
      params: { problemId: 'LQ1' },
    });
    expect(refused('quizNoPermission')).toEqual({ allowed: false, refusal: 'quizNoPermission', params: {} });
    expect(allowed).toEqual({ allowed: true });
  });
});
