import { describe, expect, it } from 'vitest';
import { contestSubmitIdBase, groupSubmitIdBase, isContestSubmitId, isGroupSubmitId } from './submission-ids';

describe('isContestSubmitId', () => {
  it('tells a contest submission by its id alone: above the base, never at or below it', () => {
    expect(isContestSubmitId(1)).toBe(false);
    expect(isContestSubmitId(contestSubmitIdBase - 1)).toBe(false);
    expect(isContestSubmitId(contestSubmitIdBase)).toBe(false);
    expect(isContestSubmitId(contestSubmitIdBase + 1)).toBe(true);
  });
});

describe('isGroupSubmitId', () => {
  it("tells a group's submission from a contest's and a public one, and a contest's stays a contest's", () => {
    expect(isGroupSubmitId(groupSubmitIdBase + 1)).toBe(true);
    expect(isContestSubmitId(groupSubmitIdBase + 1)).toBe(false);
    expect(isGroupSubmitId(contestSubmitIdBase + 1)).toBe(false);
    expect(isContestSubmitId(groupSubmitIdBase)).toBe(true);
    expect(isGroupSubmitId(1)).toBe(false);
  });
});
