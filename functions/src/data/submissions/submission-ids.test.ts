import { describe, expect, it } from 'vitest';
import { contestSubmitIdBase, isContestSubmitId } from './submission-ids';

describe('isContestSubmitId', () => {
  it('tells a contest submission by its id alone: above the base, never at or below it', () => {
    expect(isContestSubmitId(1)).toBe(false);
    expect(isContestSubmitId(contestSubmitIdBase - 1)).toBe(false);
    expect(isContestSubmitId(contestSubmitIdBase)).toBe(false);
    expect(isContestSubmitId(contestSubmitIdBase + 1)).toBe(true);
  });
});
