import { describe, expect, it } from 'vitest';
import { contestType, judgeStatus } from '@oj/shared';
import { problemStatusOf } from './contest-problem-statuses';

const tryOf = (status: number, score: number | null = null) => ({
  uid: 'u1',
  pid: 7,
  status,
  score,
  submitTime: '2026-01-01T09:00:00.000Z',
});
const always = () => true;
const never = () => false;
const { acm, oi } = contestType;

describe('a contestant’s status on a contest problem', () => {
  it.each([
    ['is never submitted without a try', acm, [], always, { status: judgeStatus.notSubmitted, score: null }],
    [
      'is accepted in ACM once any try is accepted, even before a newer wrong one',
      acm,
      [tryOf(judgeStatus.wrongAnswer), tryOf(judgeStatus.accepted)],
      always,
      { status: judgeStatus.accepted, score: null },
    ],
    [
      'is the newest try’s status in ACM without an accepted one',
      acm,
      [tryOf(judgeStatus.timeLimitExceeded), tryOf(judgeStatus.wrongAnswer)],
      always,
      { status: judgeStatus.timeLimitExceeded, score: null },
    ],
    [
      'is the newest try’s status and score in OI, not the best',
      oi,
      [tryOf(judgeStatus.partialAccepted, 40), tryOf(judgeStatus.accepted, 100)],
      always,
      { status: judgeStatus.partialAccepted, score: 40 },
    ],
    [
      'is -5 without a score when the newest try is hidden',
      oi,
      [tryOf(judgeStatus.accepted, 100)],
      never,
      { status: judgeStatus.cannotView, score: null },
    ],
    [
      'is not accepted in ACM on the strength of a hidden accepted try',
      acm,
      [tryOf(judgeStatus.accepted)],
      never,
      { status: judgeStatus.cannotView, score: null },
    ],
  ])('%s', (_name, type, tries, shown, expected) => {
    expect(problemStatusOf(type, tries, shown)).toEqual(expected);
  });
});
