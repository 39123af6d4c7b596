import { describe, expect, it } from 'vitest';
import type { ContestantIdentity } from './board-facts';
import { contestant } from './board-test-kit';
import { type BoardPageRequest, boardPageOf } from './board-page';

/** 120 rows: u001 … u120, schools alternating North and South. */
const board: ContestantIdentity[] = Array.from({ length: 120 }, (_, index) =>
  contestant(`u${String(index + 1).padStart(3, '0')}`, index % 2 === 0 ? 'North' : 'South'),
);

function page(request: Partial<BoardPageRequest>) {
  const result = boardPageOf(board, { rankShowName: 'username', ...request });
  return { names: result.records.map((row) => row.username), total: result.total, pages: result.pages };
}

describe('boardPageOf', () => {
  it.each<[string, Partial<BoardPageRequest>, { first: string[]; count: number; total: number }]>([
    ['page 1 of 50 starts at the top', {}, { first: ['u001', 'u002'], count: 50, total: 120 }],
    [
      'page 3 of 50 holds the last 20 rows',
      { currentPage: 3, limit: 50 },
      { first: ['u101'], count: 20, total: 120 },
    ],
    ['a page past the end is empty', { currentPage: 9, limit: 100 }, { first: [], count: 0, total: 120 }],
    [
      'a page below 1 falls back to page 1',
      { currentPage: 0, limit: 10 },
      { first: ['u001'], count: 10, total: 120 },
    ],
    [
      "the viewer's row is copied to the top of page 1 and counted in total",
      { viewerUid: 'uid-u090', limit: 10 },
      { first: ['u090', 'u001', 'u002'], count: 10, total: 121 },
    ],
    [
      'concerned rows follow the viewer in board order, the viewer not repeated',
      { viewerUid: 'uid-u090', concernedList: ['uid-u100', 'uid-u005', 'uid-u090', 'uid-nobody'], limit: 10 },
      { first: ['u090', 'u005', 'u100', 'u001'], count: 10, total: 123 },
    ],
    [
      'a visitor has no row of their own',
      { viewerUid: null, limit: 10 },
      { first: ['u001'], count: 10, total: 120 },
    ],
    [
      'the copies push the board down onto the next page',
      { viewerUid: 'uid-u050', currentPage: 2, limit: 10 },
      { first: ['u010', 'u011'], count: 10, total: 121 },
    ],
    [
      'keyword matches the school, ignoring case',
      { keyword: ' south ', limit: 100 },
      { first: ['u002', 'u004'], count: 60, total: 60 },
    ],
    [
      'keyword matches the shown name',
      { keyword: 'u11', limit: 10 },
      { first: ['u110', 'u111'], count: 10, total: 10 },
    ],
    [
      'keyword searches the nickname when the board shows nicknames',
      { keyword: 'u007-nick', rankShowName: 'nickname' },
      { first: ['u007'], count: 1, total: 1 },
    ],
    [
      'keyword does not search a name the board does not show',
      { keyword: 'u007-real' },
      { first: [], count: 0, total: 0 },
    ],
    [
      "the viewer's copy stays above a keyword search",
      { keyword: 'u11', viewerUid: 'uid-u001', limit: 10 },
      { first: ['u001', 'u110'], count: 10, total: 11 },
    ],
  ])('%s', (_sentence, request, expected) => {
    const result = page(request);
    expect(result.names.slice(0, expected.first.length)).toEqual(expected.first);
    expect([result.names.length, result.total]).toEqual([expected.count, expected.total]);
  });

  it('answers the page size, number and count of pages', () => {
    expect(boardPageOf(board, { rankShowName: 'username', currentPage: 2, limit: 30 })).toMatchObject({
      size: 30,
      current: 2,
      pages: 4,
    });
  });

  it('refuses a page size the board does not offer, naming the choices', () => {
    expect(() => page({ limit: 20 })).toThrow('limit must be one of 10, 30, 50, 100, 300, not 20');
  });
});
