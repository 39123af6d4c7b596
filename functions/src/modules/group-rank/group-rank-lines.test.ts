import { describe, expect, it } from 'vitest';
import { groupRankLinesOf, groupRankLists, type GroupRankAccount } from './group-rank-lines';
import { groupRankDue } from './group-rank-snapshot';
import type { GroupRankHead } from '../../data/group-rank/group-rank-head';

function account(uid: string, fields: Partial<GroupRankAccount> = {}): GroupRankAccount {
  return {
    uid,
    username: uid,
    nickname: '',
    signature: '',
    avatar: null,
    titleName: '',
    titleColor: '',
    disabled: false,
    ...fields,
  };
}

const accountsOf = (...accounts: GroupRankAccount[]) => new Map(accounts.map((a) => [a.uid, a]));
const rowsOf = (...uids: string[]) => uids.map((uid) => ({ uid, username: uid }));
const names = (lines: readonly { row: { username: string } }[]) => lines.map((line) => line.row.username);

describe('groupRankLists', () => {
  const figures = new Map([
    ['a', { ac: 2, total: 9, score: 10 }],
    ['b', { ac: 2, total: 3, score: 5 }],
    ['c', { ac: 1, total: 1, score: 40 }],
  ]);

  it('orders type 0 by solved descending then submissions ascending, type 1 by score descending', () => {
    const lists = groupRankLists(
      rowsOf('a', 'b', 'c', 'd'),
      accountsOf(account('a'), account('b'), account('c'), account('d')),
      figures,
      '',
    );
    expect(names(lists.acm)).toEqual(['b', 'a', 'c', 'd']);
    expect(names(lists.oi)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('ranks a member without figures with zeros and leaves out teachers and disabled accounts', () => {
    const lists = groupRankLists(
      rowsOf('a', 't', 'x', 'new'),
      accountsOf(
        account('a'),
        account('t', { titleName: '金牌老师' }),
        account('x', { disabled: true }),
        account('new'),
      ),
      figures,
      '老师',
    );
    expect(names(lists.acm)).toEqual(['a', 'new']);
    expect(lists.acm[1]?.row).toMatchObject({ ac: 0, total: 0, score: 0 });
  });

  it('ranks a member whose account cannot be read under the username of their member row', () => {
    const lists = groupRankLists([{ uid: 'z', username: 'zed' }], new Map(), figures, '');
    expect(lists.acm[0]?.row).toMatchObject({ uid: 'z', username: 'zed', nickname: '', ac: 0 });
  });

  it('keeps a teacher-titled member when the site sets no teacher marker', () => {
    const lists = groupRankLists(rowsOf('t'), accountsOf(account('t', { titleName: '老师' })), figures, '');
    expect(names(lists.acm)).toEqual(['t']);
  });
});

describe('groupRankLinesOf', () => {
  const lists = groupRankLists(
    rowsOf('a', 'b'),
    accountsOf(account('a', { username: 'Ada' }), account('b', { username: 'bob', nickname: 'Lovelace' })),
    new Map(),
    '',
  );

  it('keeps the lines whose username or nickname holds the search, in any case', () => {
    expect(names(groupRankLinesOf(lists, 0, 'ADA'))).toEqual(['Ada']);
    expect(names(groupRankLinesOf(lists, 1, 'lace'))).toEqual(['bob']);
    expect(groupRankLinesOf(lists, 0, '  ')).toHaveLength(2);
  });
});

describe('groupRankDue', () => {
  const head: GroupRankHead = {
    key: 'k',
    builtAt: 1_000_000,
    format: 1,
    changes: 4,
    builtChanges: 4,
    builtMemberCount: 3,
  };

  it('serves a snapshot that nothing changed since, up to a minute', () => {
    expect(groupRankDue(head, 3, 1_000_000 + 59_000)).toBe(false);
    expect(groupRankDue(head, 3, 1_000_000 + 60_000)).toBe(true);
  });

  it('rebuilds once a row changed or the member count moved, two seconds after the last build', () => {
    expect(groupRankDue({ ...head, changes: 5 }, 3, 1_000_000 + 1_000)).toBe(false);
    expect(groupRankDue({ ...head, changes: 5 }, 3, 1_000_000 + 2_000)).toBe(true);
    expect(groupRankDue(head, 2, 1_000_000 + 2_000)).toBe(true);
  });
});
