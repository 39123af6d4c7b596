import { describe, expect, it } from 'vitest';
import { examPollRules, examResultCodes, examResultOf, isWaitingStatus } from './exam-result';

describe('the exam paper result mapping', () => {
  it('maps the judge verdicts to the paper codes of spec §4', () => {
    expect(examResultCodes[examResultOf(0) as keyof typeof examResultCodes]).toBe(0);
    expect(examResultCodes[examResultOf(-1) as keyof typeof examResultCodes]).toBe(1);
    expect(examResultCodes[examResultOf(1) as keyof typeof examResultCodes]).toBe(2);
    expect(examResultCodes[examResultOf(-2) as keyof typeof examResultCodes]).toBe(3);
    expect(examResultCodes[examResultOf(3) as keyof typeof examResultCodes]).toBe(4);
  });

  it('says not submitted (25) for no submission at all', () => {
    expect(examResultOf(null)).toBe('notSubmitted');
    expect(examResultOf(-10)).toBe('notSubmitted');
    expect(examResultCodes.notSubmitted).toBe(25);
  });

  it('calls every other verdict "other": memory limit, presentation error, partial, system error', () => {
    for (const status of [2, -3, 8, 4, -4, 10]) expect(examResultOf(status)).toBe('other');
  });

  it('waits through pending, compiling, judging and submitting only', () => {
    for (const status of [5, 6, 7, 9]) {
      expect(isWaitingStatus(status)).toBe(true);
      expect(examResultOf(status)).toBe('waiting');
    }
    for (const status of [0, -1, 8, -10]) expect(isWaitingStatus(status)).toBe(false);
  });

  it('polls every 2 seconds, 30 times at most', () => {
    expect(examPollRules).toEqual({ intervalMs: 2000, maxReads: 30 });
  });
});
