import { describe, expect, it } from 'vitest';
import type { ContestLine } from '@oj/shared';
import { filterContestList } from './filter-contest-list';
import { recentContests } from './recent-contests';

const hour = 3600 * 1000;
const now = Date.parse('2026-03-01T12:00:00Z');
const at = (offsetHours: number) => new Date(now + offsetHours * hour).toISOString();

function line(cid: number, startHours: number, endHours: number, fields: Partial<ContestLine> = {}) {
  return {
    cid,
    title: `Contest ${cid}`,
    type: 0,
    auth: 0,
    startTime: at(startHours),
    endTime: at(endHours),
    duration: (endHours - startHours) * 3600,
    visible: true,
    openRank: false,
    gid: null,
    author: 'root',
    count: 0,
    ...fields,
  } satisfies ContestLine;
}

const lines: ContestLine[] = [
  line(1, -48, -46),
  line(2, -2, 3),
  line(3, 24, 26),
  line(4, -24, -22),
  line(5, -1, 1, { type: 1, title: 'Spring OI Cup' }),
  line(6, 2, 4),
  line(7, -1, 2, { visible: false }),
  line(8, -1, 2, { gid: 9 }),
  line(9, 24 * 20, 24 * 20 + 2),
];
const ids = (shown: ContestLine[]) => shown.map((contest) => contest.cid);

describe('the contest list', () => {
  it('shows running contests, then scheduled ones, then ended ones, and no hidden or group contest', () => {
    expect(ids(filterContestList(lines, {}, now))).toEqual([2, 5, 6, 3, 9, 4, 1]);
  });

  it.each([
    [{ status: 0 }, [2, 5]],
    [{ status: -1 }, [6, 3, 9]],
    [{ status: 1 }, [4, 1]],
    [{ type: 1 }, [5]],
    [{ keyword: 'oi cup' }, [5]],
    [{ status: 1, type: 1 }, []],
  ])('filters by %o', (filter, expected) => {
    expect(ids(filterContestList(lines, filter, now))).toEqual(expected);
  });

  it('puts a contest starting now among the running ones and one ending now among the ended ones', () => {
    const edges = [line(10, 0, 2), line(11, -2, 0)];
    expect(ids(filterContestList(edges, { status: 0 }, now))).toEqual([10]);
    expect(ids(filterContestList(edges, { status: 1 }, now))).toEqual([11]);
  });
});

describe('the home page recent contests', () => {
  it('are the visible site contests running or starting within two weeks, the first to start first', () => {
    expect(ids(recentContests(lines, now))).toEqual([2, 5, 6, 3]);
  });
});
