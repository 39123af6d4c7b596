import { describe, expect, it } from 'vitest';
import type { RankAccount } from '../../data/user-rank/list-rank-accounts';
import type { RankFigures } from '../../data/user-rank/list-rank-figures';
import {
  oiRankScore,
  rankedLines,
  rankLists,
  searchLines,
  titleIsRanked,
  withNewerLines,
} from './ranked-lists';

const noMarkers = { teacher: '', student: '' };

function account(uid: string, fields: Partial<RankAccount> = {}): RankAccount {
  return {
    uid,
    username: uid,
    nickname: '',
    realname: '',
    signature: '',
    avatar: null,
    titleName: '',
    titleColor: '',
    disabled: false,
    ...fields,
  };
}

const figuresOf = (...lines: RankFigures[]) => new Map(lines.map((line) => [line.uid, line]));
const names = (lines: readonly { row: { username: string } }[]) => lines.map((line) => line.row.username);

describe('titleIsRanked', () => {
  it('drops a title holding the teacher marker and keeps the rest when no student marker is set', () => {
    const markers = { teacher: '老师', student: '' };
    expect(titleIsRanked('金牌老师', markers)).toBe(false);
    expect(titleIsRanked('学生', markers)).toBe(true);
    expect(titleIsRanked('', markers)).toBe(true);
  });

  it('keeps only titles holding the student marker when one is set, the teacher marker still winning', () => {
    const markers = { teacher: '老师', student: '学员' };
    expect(titleIsRanked('2026届学员', markers)).toBe(true);
    expect(titleIsRanked('', markers)).toBe(false);
    expect(titleIsRanked('学员老师', markers)).toBe(false);
  });

  it('lets every title in when both markers are empty', () => {
    expect(titleIsRanked('anything', noMarkers)).toBe(true);
  });
});

describe('oiRankScore', () => {
  it('adds half the solved count, rounded down, to the score (spec §5)', () => {
    expect(oiRankScore({ ac: 5, score: 30 })).toBe(32);
    expect(oiRankScore({ ac: 1, score: 0 })).toBe(0);
  });
});

describe('rankLists', () => {
  it('orders ACM by solved descending, then submissions ascending, then username', () => {
    const lists = rankLists(
      ['a', 'b', 'c', 'd'].map((uid) => account(uid)),
      figuresOf(
        { uid: 'c', ac: 3, total: 9, score: 0 },
        { uid: 'a', ac: 3, total: 4, score: 0 },
        { uid: 'b', ac: 5, total: 20, score: 0 },
        { uid: 'd', ac: 3, total: 4, score: 0 },
      ),
      noMarkers,
    );
    expect(names(lists.acm)).toEqual(['b', 'a', 'd', 'c']);
    expect(lists.acm.map((line) => line.row.rank)).toEqual([1, 2, 3, 4]);
  });

  it('ranks every enabled account, those without a verdict at the end with nothing solved', () => {
    const lists = rankLists(
      [account('new'), account('old'), account('idle')],
      figuresOf({ uid: 'old', ac: 1, total: 2, score: 12 }),
      noMarkers,
    );
    expect(names(lists.acm)).toEqual(['old', 'idle', 'new']);
    expect(lists.acm[2]?.row).toMatchObject({ rank: 3, ac: 0, total: 0, score: 0, rankScore: 0 });
    expect(names(lists.oi)).toEqual(['old', 'idle', 'new']);
  });

  it('orders OI by floor(ac / 2) + score and keeps only the top 50', () => {
    const figures = Array.from({ length: 60 }, (_, index) => ({
      uid: `u${String(index).padStart(2, '0')}`,
      ac: index % 4,
      total: 10,
      score: index,
    }));
    const lists = rankLists(
      figures.map((line) => account(line.uid)),
      figuresOf(...figures),
      noMarkers,
    );
    expect(lists.oi).toHaveLength(50);
    expect(lists.oi[0]?.row).toMatchObject({ uid: 'u59', rankScore: 60, score: 59, ac: 3 });
    const points = lists.oi.map((line) => line.row.rankScore);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(lists.acm).toHaveLength(60);
  });

  it('leaves out disabled accounts and titles the markers refuse', () => {
    const lists = rankLists(
      [
        account('a', { titleName: '学员' }),
        account('b', { disabled: true, titleName: '学员' }),
        account('c', { titleName: '老师' }),
        account('d'),
      ],
      figuresOf(...['a', 'b', 'c', 'd'].map((uid) => ({ uid, ac: 1, total: 1, score: 1 }))),
      { teacher: '老师', student: '学员' },
    );
    expect(names(lists.acm)).toEqual(['a']);
    expect(names(lists.oi)).toEqual(['a']);
  });
});

describe('withNewerLines', () => {
  const lists = rankLists(
    [account('lead'), account('zed')],
    figuresOf({ uid: 'lead', ac: 2, total: 2, score: 20 }),
    noMarkers,
  );

  it('places accounts made after the snapshot among its lines, moving the places after them', () => {
    const newer = rankedLines(
      [account('fresh'), account('lead')],
      figuresOf({ uid: 'fresh', ac: 1, total: 1, score: 10 }),
      noMarkers,
    );
    const joined = withNewerLines(lists, newer);
    expect(names(joined.acm)).toEqual(['lead', 'fresh', 'zed']);
    expect(joined.acm.map((line) => line.row.rank)).toEqual([1, 2, 3]);
    expect(names(joined.oi)).toEqual(['lead', 'fresh', 'zed']);
  });

  it('answers the lists as they are when nothing is newer', () => {
    expect(withNewerLines(lists, [])).toBe(lists);
  });
});

describe('searchLines', () => {
  const lists = rankLists(
    [
      account('a', { username: 'Ada' }),
      account('b', { username: 'bob', nickname: 'Lovelace' }),
      account('c', { username: 'cy', realname: '张三' }),
    ],
    figuresOf(...['a', 'b', 'c'].map((uid) => ({ uid, ac: 1, total: 1, score: 1 }))),
    noMarkers,
  );

  it('matches the username, nickname or real name in any case and keeps the places', () => {
    expect(names(searchLines(lists.acm, 'ADA'))).toEqual(['Ada']);
    expect(names(searchLines(lists.acm, 'lace'))).toEqual(['bob']);
    expect(searchLines(lists.acm, '张').map((line) => line.row.rank)).toEqual([3]);
  });

  it('keeps every line for an empty or blank search', () => {
    expect(searchLines(lists.acm, '  ')).toHaveLength(3);
    expect(searchLines(lists.acm, undefined)).toHaveLength(3);
  });
});
