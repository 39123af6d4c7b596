import { describe, expect, it } from 'vitest';
import { parseAppSearch, stringifyAppSearch } from './search-params';

describe('the URL query', () => {
  it('keeps text that only looks like a number as the text typed', () => {
    expect(parseAppSearch('?keyword=41e01&a=1.50&b=-0&c=1E3&d=007&e=12345678901234567890')).toEqual({
      keyword: '41e01',
      a: '1.50',
      b: '-0',
      c: '1E3',
      d: '007',
      e: '12345678901234567890',
    });
  });

  it('still reads plain numbers, booleans and JSON values', () => {
    expect(
      parseAppSearch('?currentPage=2&cid=-3&x=1.5&onlyMine=true&list=%5B1%2C2%5D&q=%2241e01%22'),
    ).toEqual({
      currentPage: 2,
      cid: -3,
      x: 1.5,
      onlyMine: true,
      list: [1, 2],
      q: '41e01',
    });
  });

  it('writes every value so that it reads back the same', () => {
    const search = { keyword: '41e01', page: 2, text: '410', flag: true, name: 'a b', list: [1, 'x'] };
    expect(parseAppSearch(stringifyAppSearch(search))).toEqual(search);
    expect(stringifyAppSearch({ keyword: '41e01' })).toBe('?keyword=41e01');
  });
});
