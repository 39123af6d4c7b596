import { describe, expect, it } from 'vitest';
import { newestFirstIds } from './id-ranges';

describe('newestFirstIds', () => {
  it('counts down from the latest id on the first page', () => {
    expect(newestFirstIds(1005, 1, 3)).toEqual([1005, 1004, 1003]);
  });

  it('addresses a deep page directly', () => {
    expect(newestFirstIds(1005, 3, 3)).toEqual([999, 998, 997]);
  });

  it('shortens the last page and empties the pages past it', () => {
    expect(newestFirstIds(5, 2, 3)).toEqual([2, 1]);
    expect(newestFirstIds(5, 3, 3)).toEqual([]);
    expect(newestFirstIds(0, 1, 3)).toEqual([]);
  });
});
