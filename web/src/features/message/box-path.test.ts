import { describe, expect, it } from 'vitest';
import { boxSegmentOf, parseBoxSearch } from './box-path';

describe('the message centre paths', () => {
  it('knows the five boxes and nothing else', () => {
    expect(boxSegmentOf('reply')).toBe('reply');
    expect(boxSegmentOf('mine')).toBe('mine');
    expect(boxSegmentOf('inbox')).toBeNull();
    expect(boxSegmentOf('')).toBeNull();
  });

  it('keeps a page after the first in the URL', () => {
    expect(parseBoxSearch({ currentPage: 3 })).toEqual({ currentPage: 3 });
    expect(parseBoxSearch({ currentPage: '2' })).toEqual({ currentPage: 2 });
  });

  it('leaves out page 1 and falls back to it for anything unreadable', () => {
    expect(parseBoxSearch({ currentPage: 1 })).toEqual({});
    expect(parseBoxSearch({ currentPage: 'x' })).toEqual({});
    expect(parseBoxSearch({ currentPage: -4 })).toEqual({});
    expect(parseBoxSearch({ currentPage: 2.5 })).toEqual({});
    expect(parseBoxSearch({})).toEqual({});
  });
});
