import { describe, expect, it } from 'vitest';
import { parseAnnex } from './parse-annex';

describe('annex files', () => {
  it('lists the files of the JSON object', () => {
    expect(parseAnnex('{"a.h":"int x;","b.txt":"hi"}')).toEqual([
      ['a.h', 'int x;'],
      ['b.txt', 'hi'],
    ]);
  });

  it('shows nothing for no annex or a broken one', () => {
    expect(parseAnnex(null)).toEqual([]);
    expect(parseAnnex('{}')).toEqual([]);
    expect(parseAnnex('[1]')).toEqual([]);
    expect(parseAnnex('not json')).toEqual([]);
  });
});
