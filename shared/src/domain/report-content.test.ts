import { describe, expect, it } from 'vitest';
import { readReportContent, reportContentProblem, writeReportContent } from './report-content';

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
    expect(reportContentProblem(readReportContent('####'))).toBe('empty');
    expect(reportContentProblem(readReportContent('   '))).toBe('empty');
  });

  it('allows a reason of 200 characters (counted as characters, not bytes) and refuses 201', () => {
    expect(reportContentProblem(readReportContent(`#abuse# ${'字'.repeat(200)}`))).toBeUndefined();
    expect(reportContentProblem(readReportContent(`#abuse# ${'x'.repeat(201)}`))).toBe('reasonTooLong');
  });
});

describe('a report’s content written', () => {
  it('puts each tag in hash marks in the order given, then the trimmed reason, and reads back the same', () => {
    const content = writeReportContent(['spam-ads', 'plagiarism'], ' copied ');
    expect(content).toBe('#spam-ads##plagiarism#copied');
    expect(readReportContent(content)).toEqual({ tags: ['spam-ads', 'plagiarism'], reason: 'copied' });
  });
});
