import { describe, expect, it } from 'vitest';
import { judgedKeys } from './judged-keys';

describe('what a judged submission makes stale', () => {
  it('is the problem and the submission lists on the public site', () => {
    expect(judgedKeys(false)).toEqual([['/api/get-problem-detail'], ['/api/get-submission-list']]);
  });

  it("is the contest's problem page, lists, submissions and the viewer's statuses inside a contest", () => {
    expect(judgedKeys(true)).toEqual([
      ['/api/get-contest-problem-details'],
      ['/api/get-contest-problem'],
      ['/api/contest-submissions'],
      ['/api/get-user-problem-status'],
      ['/api/get-full-screen-problem-list'],
    ]);
  });

  it("makes the training's problem page, focus-mode navigator, head and problem list stale inside a training", () => {
    expect(judgedKeys(false, true)).toEqual([
      ['/api/get-training-problem-details'],
      ['/api/get-submission-list'],
      ['/api/get-full-screen-problem-list'],
      ['/api/get-training-detail'],
      ['/api/get-training-problem-list'],
    ]);
  });
});
