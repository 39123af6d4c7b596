import { describe, expect, it } from 'vitest';
import { canCancelJudge, canJudgeByHand } from './judge-actions';

describe('the super admin judge actions', () => {
  it('refuse a manual judge while compiling, judging or on a compile error', () => {
    expect([6, 7, -2].map(canJudgeByHand)).toEqual([false, false, false]);
    expect([0, -1, 5, 1, 8, -4].map(canJudgeByHand)).toEqual([true, true, true, true, true, true]);
  });

  it('do not cancel a cancelled submission twice', () => {
    expect(canCancelJudge(-4)).toBe(false);
    expect(canCancelJudge(7)).toBe(true);
  });
});
