import { describe, expect, it } from 'vitest';
import { contestPhaseAt, contestProgress, secondsToNextPhase, splitSpan } from './contest-phase';

const contest = { startTime: '2030-01-01T00:00:00.000Z', endTime: '2030-01-01T02:00:00.000Z' };
const start = Date.parse(contest.startTime);
const end = Date.parse(contest.endTime);

describe('the contest phase by the server clock', () => {
  it('is scheduled before the start, running from the start and ended from the end', () => {
    expect(contestPhaseAt(contest, start - 1)).toBe('scheduled');
    expect(contestPhaseAt(contest, start)).toBe('running');
    expect(contestPhaseAt(contest, end - 1)).toBe('running');
    expect(contestPhaseAt(contest, end)).toBe('ended');
  });

  it('makes progress 0 while scheduled, the elapsed share while running and 100 once ended', () => {
    expect(contestProgress(contest, start - 60_000)).toBe(0);
    expect(contestProgress(contest, start + 30 * 60_000)).toBe(25);
    expect(contestProgress(contest, end)).toBe(100);
    expect(contestProgress(contest, end + 1)).toBe(100);
  });

  it('counts down whole seconds to the start, then to the end, and stops once ended', () => {
    expect(secondsToNextPhase(contest, start - 1500)).toBe(2);
    expect(secondsToNextPhase(contest, start - 1000)).toBe(1);
    expect(secondsToNextPhase(contest, start)).toBe(7200);
    expect(secondsToNextPhase(contest, end - 1)).toBe(1);
    expect(secondsToNextPhase(contest, end)).toBeNull();
  });

  it('reads a long span as days and a padded clock', () => {
    expect(splitSpan(0)).toEqual({ days: 0, clock: '00:00:00' });
    expect(splitSpan(3661)).toEqual({ days: 0, clock: '01:01:01' });
    expect(splitSpan(2 * 86_400 + 59)).toEqual({ days: 2, clock: '00:00:59' });
  });
});
