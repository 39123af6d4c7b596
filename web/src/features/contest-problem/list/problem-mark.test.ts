import { describe, expect, it } from 'vitest';
import { problemMark } from './problem-mark';

describe('the mark of a contest problem', () => {
  it.each([
    [undefined, 'none'],
    [-10, 'none'],
    [0, 'solved'],
    [-5, 'hidden'],
    [8, 'partial'],
    [5, 'judging'],
    [7, 'judging'],
    [-1, 'wrong'],
    [-2, 'wrong'],
    [1, 'wrong'],
  ] as const)('marks status %s as %s', (status, mark) => {
    expect(problemMark(status)).toBe(mark);
  });
});
