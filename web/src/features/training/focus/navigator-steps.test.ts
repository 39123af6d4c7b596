import { describe, expect, it } from 'vitest';
import { neighbours } from './navigator-steps';

const problems = [{ problemId: 'P1000' }, { problemId: 'P1001' }, { problemId: 'P1002' }];

describe('the focus-mode navigator’s steps', () => {
  it('steps to the previous and next problem of the training, none past either end', () => {
    expect(neighbours(problems, 'P1001')).toEqual({ previous: problems[0], next: problems[2] });
    expect(neighbours(problems, 'p1000')).toEqual({ previous: null, next: problems[1] });
    expect(neighbours(problems, 'P1002')).toEqual({ previous: problems[1], next: null });
  });

  it('offers the first problem when the open one is not in the list', () => {
    expect(neighbours(problems, 'X')).toEqual({ previous: null, next: problems[0] });
  });
});
