import { describe, expect, it } from 'vitest';
import { reportTags } from '@oj/shared/domain/discussion';
import { reportContent, reportProblem } from './report-content';

describe('a discussion report', () => {
  it('needs a tag or a reason', () => {
    expect(reportProblem([], '  ')).toBe('discussion.report.empty');
    expect(reportProblem(['illegal'], '')).toBeNull();
    expect(reportProblem([], 'spam link')).toBeNull();
  });

  it('takes a reason of 200 characters, not 201', () => {
    expect(reportProblem([], 'r'.repeat(200))).toBeNull();
    expect(reportProblem([], 'r'.repeat(201))).toBe('discussion.report.tooLong');
  });

  it('writes the chosen tags in hash marks in the fixed order, then the trimmed reason', () => {
    expect(reportContent(['plagiarism', 'spam-ads'], ' copied ', reportTags)).toBe(
      '#spam-ads##plagiarism#copied',
    );
    expect(reportContent([], 'why', reportTags)).toBe('why');
  });
});
