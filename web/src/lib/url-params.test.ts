import { describe, expect, it } from 'vitest';
import { listKeywordMaxLength } from '@oj/shared/domain/list-keyword';
import { urlId, urlKeyword, urlPage } from './url-params';

describe('the list parameters in the URL', () => {
  it('read a keyword trimmed and cut at the limit, a number as its text, anything else as none', () => {
    expect(urlKeyword().parse('  graph ')).toBe('graph');
    expect(urlKeyword().parse(123)).toBe('123');
    expect(urlKeyword().parse('x'.repeat(listKeywordMaxLength + 5))).toHaveLength(listKeywordMaxLength);
    expect(urlKeyword(3).parse('abcdef')).toBe('abc');
    expect(urlKeyword().parse({ not: 'text' })).toBe('');
  });

  it('read a page from 1 to the last, the first page for anything else', () => {
    expect(urlPage().parse('4')).toBe(4);
    expect(['0', '-2', '1.5', 'x'].map((value) => urlPage().parse(value))).toEqual([1, 1, 1, 1]);
    expect(urlPage(10).parse('11')).toBe(1);
  });

  it('read an id as a positive whole number, or none', () => {
    expect(urlId.parse('12')).toBe(12);
    expect(['0', 'x', '2.5'].map((value) => urlId.parse(value))).toEqual([null, null, null]);
  });
});
