import { describe, expect, it } from 'vitest';
import { oiRankScore, rankLists, searchLines, titleIsRanked, type RankIdentity } from './ranked-lists';

const noMarkers = { teacher: '', student: '' };

function identity(uid: string, fields: Partial<RankIdentity> = {}): RankIdentity {
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

const identities = (...list: RankIdentity[]) => new Map(list.map((one) => [one.uid, one]));
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
      [
        { uid: 'c', ac: 3, total: 9, score: 0 },
        { uid: 'a', ac: 3, total: 4, score: 0 },
        { uid: 'b', ac: 5, total: 20, score: 0 },
        { uid: 'd', ac: 3, total: 4, score: 0 },
      ],
      identities(identity('a'), identity('b'), identity('c'), identity('d')),
      noMarkers,
    );
    expect(names(lists.acm)).toEqual(['b', 'a', 'd', 'c']);
    expect(lists.acm.map((line) => line.row.rank)).toEqual([1, 2, 3, 4]);
  });

  it('orders OI by floor(ac / 2) + score and keeps only the top 50', () => {
    const figures = Array.from({ length: 60 }, (_, index) => ({
      uid: `u${String(index).padStart(2, '0')}`,
      ac: index % 4,
      total: 10,
      score: index,
    }));
    const lists = rankLists(figures, identities(...figures.map((line) => identity(line.uid))), noMarkers);
    expect(lists.oi).toHaveLength(50);
    expect(lists.oi[0]?.row).toMatchObject({ uid: 'u59', rankScore: 60, score: 59, ac: 3 });
    const points = lists.oi.map((line) => line.row.rankScore);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(lists.acm).toHaveLength(60);
  });

  it('leaves out disabled accounts, users without an account and titles the markers refuse', () => {
    const lists = rankLists(
      ['a', 'b', 'c', 'gone', 'd'].map((uid) => ({ uid, ac: 1, total: 1, score: 1 })),
      identities(
        identity('a', { titleName: '学员' }),
        identity('b', { disabled: true, titleName: '学员' }),
        identity('c', { titleName: '老师' }),
        identity('d'),
      ),
      { teacher: '老师', student: '学员' },
    );
    expect(names(lists.acm)).toEqual(['a']);
    expect(names(lists.oi)).toEqual(['a']);
  });
});

describe('searchLines', () => {
  const lists = rankLists(
    ['a', 'b', 'c'].map((uid) => ({ uid, ac: 1, total: 1, score: 1 })),
    identities(
      identity('a', { username: 'Ada' }),
      identity('b', { username: 'bob', nickname: 'Lovelace' }),
      identity('c', { username: 'cy', realname: '张三' }),
    ),
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
