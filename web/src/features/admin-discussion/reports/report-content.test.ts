import { describe, expect, it } from 'vitest';
import { readReportContent } from './report-content';

describe('a report read back for the admin list', () => {
  it('splits the tags in hash marks from the reason', () => {
    expect(readReportContent('#spam-ads##abuse#Posts the same link everywhere')).toEqual({
      tags: ['spam-ads', 'abuse'],
      otherTags: [],
      reason: 'Posts the same link everywhere',
    });
  });

  it('reads a report of tags only, and one of a reason only', () => {
    expect(readReportContent('#plagiarism#')).toEqual({ tags: ['plagiarism'], otherTags: [], reason: '' });
    expect(readReportContent('  copied from a blog ')).toEqual({
      tags: [],
      otherTags: [],
      reason: 'copied from a blog',
    });
  });

  it('keeps tags another client wrote as they are, and a hash mark inside the reason in the reason', () => {
    expect(readReportContent('#垃圾广告##illegal#see #3 and #4')).toEqual({
      tags: ['illegal'],
      otherTags: ['垃圾广告'],
      reason: 'see #3 and #4',
    });
  });

  it('lists a repeated tag once', () => {
    expect(readReportContent('#abuse##abuse#x').tags).toEqual(['abuse']);
  });
});
