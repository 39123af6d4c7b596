import { describe, expect, it } from 'vitest';
import { newestFirstPositions } from './dense-positions';

describe('newestFirstPositions', () => {
  it('gives the first page the highest positions', () => {
    expect(newestFirstPositions(23, 1, 10)).toEqual({ lowest: 14, highest: 23 });
  });

  it('stops the last page at position 1', () => {
    expect(newestFirstPositions(23, 3, 10)).toEqual({ lowest: 1, highest: 3 });
  });

  it('answers undefined past the last page and for an empty list', () => {
    expect(newestFirstPositions(23, 4, 10)).toBeUndefined();
    expect(newestFirstPositions(0, 1, 10)).toBeUndefined();
  });
});
