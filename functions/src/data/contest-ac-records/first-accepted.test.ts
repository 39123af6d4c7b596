import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { balloonCandidates, earnsBalloon, secondsFromStart } from './first-accepted';

const window = { startTime: '2030-01-01T10:00:00.000Z', endTime: '2030-01-01T15:00:00.000Z' };
const at = (time: string, submitId = 1, status: number = judgeStatus.accepted) => ({
  submitId,
  status,
  submitTime: `2030-01-01T${time}.000Z`,
});

describe('which answers earn a balloon', () => {
  it.each([
    ['an accepted answer while the contest runs', at('11:00:00'), true],
    ['an accepted answer at the very start', at('10:00:00'), true],
    ['an accepted answer before the start (an admin trying)', at('09:59:59'), false],
    ['an accepted answer at the end (after-contest)', at('15:00:00'), false],
    ['a wrong answer while the contest runs', at('11:00:00', 1, judgeStatus.wrongAnswer), false],
    ['a partially accepted answer', at('11:00:00', 1, judgeStatus.partialAccepted), false],
  ])('%s: %s', (_case, candidate, expected) => {
    expect(earnsBalloon(candidate, window)).toBe(expected);
  });

  it('puts the earliest first, the same instant going to the smaller submit id', () => {
    const candidates = [at('12:00:00', 9), at('11:00:00', 8), at('11:00:00', 7), at('09:00:00', 1)];
    expect(balloonCandidates(candidates, window).map((candidate) => candidate.submitId)).toEqual([7, 8, 9]);
  });

  it('counts whole seconds from the start', () => {
    expect(secondsFromStart('2030-01-01T10:20:30.900Z', window)).toBe(1230);
  });
});
