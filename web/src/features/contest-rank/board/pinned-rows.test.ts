import { describe, expect, it } from 'vitest';
import { pinnedRowCount } from './pinned-rows';

const rows = (...uids: string[]) => uids.map((uid) => ({ uid }));

describe('the pinned rows at the top of a page', () => {
  it('counts the viewer and the concerned contestants the server copied to the top', () => {
    expect(pinnedRowCount(rows('me', 'a', 'b', 'x', 'me', 'a'), 1, 'me', ['a', 'b'])).toBe(3);
  });

  it('stops where the board starts, even when its first row names a pinned contestant again', () => {
    expect(pinnedRowCount(rows('me', 'me', 'x'), 1, 'me', [])).toBe(1);
    expect(pinnedRowCount(rows('a', 'a', 'x'), 1, null, ['a'])).toBe(1);
  });

  it('counts the concerned rows alone when the viewer has no row (an organiser)', () => {
    expect(pinnedRowCount(rows('a', 'x', 'me'), 1, 'me', ['a'])).toBe(1);
  });

  it('takes a viewer row only first, never after a concerned row', () => {
    expect(pinnedRowCount(rows('a', 'me', 'x'), 1, 'me', ['a'])).toBe(1);
  });

  it('skips a concerned contestant without a row', () => {
    expect(pinnedRowCount(rows('me', 'x', 'y'), 1, 'me', ['gone'])).toBe(1);
  });

  it('pins nothing on later pages', () => {
    expect(pinnedRowCount(rows('me', 'a'), 2, 'me', ['a'])).toBe(0);
  });

  it('does not count the viewer twice when they follow themselves', () => {
    expect(pinnedRowCount(rows('me', 'me', 'x'), 1, 'me', ['me'])).toBe(1);
  });
});
