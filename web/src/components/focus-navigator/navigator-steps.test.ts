import { describe, expect, it } from 'vitest';
import { neighbours } from './navigator-steps';

const problems = [{ problemId: 'A' }, { problemId: 'B' }, { problemId: 'C' }];

describe('the focus-mode navigator', () => {
  it('steps to the problems before and after the open one', () => {
    expect(neighbours(problems, 'B')).toEqual({ previous: { problemId: 'A' }, next: { problemId: 'C' } });
  });

  it('has no step past either end', () => {
    expect(neighbours(problems, 'A').previous).toBeNull();
    expect(neighbours(problems, 'C').next).toBeNull();
  });

  it('reads the open id in any letter case, and offers the first problem for an unknown one', () => {
    expect(neighbours(problems, 'b').next).toEqual({ problemId: 'C' });
    expect(neighbours(problems, 'Z')).toEqual({ previous: null, next: { problemId: 'A' } });
  });
});
