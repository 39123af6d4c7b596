import { describe, expect, it } from 'vitest';
import { readReportContent, reportProblem } from './report-content';

describe('a report’s content', () => {
  it('reads the tags in hash marks apart from the reason that follows', () => {
    expect(readReportContent('#spam-ads##abuse# buys followers')).toEqual({
      tags: ['spam-ads', 'abuse'],
      reason: 'buys followers',
    });
    expect(readReportContent('only a reason')).toEqual({ tags: [], reason: 'only a reason' });
    expect(readReportContent('#illegal#')).toEqual({ tags: ['illegal'], reason: '' });
  });

  it('counts empty hash pairs as no tag, so a report of nothing is refused', () => {
    expect(reportProblem(readReportContent('####'))).toBe('empty');
    expect(reportProblem(readReportContent('   '))).toBe('empty');
  });

  it('allows a reason of 200 characters (counted as characters, not bytes) and refuses 201', () => {
    expect(reportProblem(readReportContent(`#abuse# ${'字'.repeat(200)}`))).toBeUndefined();
    expect(reportProblem(readReportContent(`#abuse# ${'x'.repeat(201)}`))).toBe('reasonTooLong');
  });
});
