import { describe, expect, it } from 'vitest';
import { parseBoxSearch } from './box-search';

describe("a box's page in the URL", () => {
  it('keeps a page after the first', () => {
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
