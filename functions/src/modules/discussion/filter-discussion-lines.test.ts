import { describe, expect, it } from 'vitest';
import type { DiscussionLine } from '../../data/discussions/discussion-line';
import { filterDiscussionLines, sortDiscussionLines } from './filter-discussion-lines';

const line = (id: number, fields: Partial<DiscussionLine> = {}): DiscussionLine => ({
  id,
  categoryId: 1,
  title: `Title ${id}`,
  description: '',
  pid: null,
  uid: 'u1',
  author: 'alice',
  avatar: '',
  role: 'default_user',
  viewNum: 0,
  likeNum: 0,
  commentNum: 0,
  topPriority: false,
  status: 0,
  gid: null,
  gmtCreate: '',
  gmtModified: '',
  ...fields,
});

const ids = (lines: DiscussionLine[]) => lines.map((row) => row.id);

describe('the board’s filters and order', () => {
  it('lists pinned discussions first, then the newest', () => {
    const sorted = sortDiscussionLines([
      line(1),
      line(2, { topPriority: true }),
      line(3),
      line(4, { topPriority: true }),
    ]);
    expect(ids(sorted)).toEqual([4, 2, 3, 1]);
  });

  it('leaves out the hidden categories’ discussions', () => {
    const lines = [line(1), line(2, { categoryId: 2 }), line(3, { categoryId: 3 })];
    expect(
      ids(filterDiscussionLines(lines, { withDisabled: false, hiddenCategoryIds: new Set([2]) })),
    ).toEqual([1, 3]);
  });

  it('leaves disabled discussions out unless the admin view asks for them, and group discussions always', () => {
    const lines = [line(1), line(2, { status: 1 }), line(3, { gid: 7 })];
    expect(ids(filterDiscussionLines(lines, { withDisabled: false }))).toEqual([1]);
    expect(ids(filterDiscussionLines(lines, { withDisabled: true }))).toEqual([1, 2]);
  });

  it('matches the keyword in title, description or author whatever the case, and the problem id whatever the case', () => {
    const lines = [
      line(1, { title: 'Graph Help' }),
      line(2, { author: 'GraphMaster' }),
      line(3, { pid: 'P1000' }),
    ];
    expect(ids(filterDiscussionLines(lines, { keyword: 'graph', withDisabled: false }))).toEqual([1, 2]);
    expect(ids(filterDiscussionLines(lines, { pid: 'p1000', withDisabled: false }))).toEqual([3]);
  });

  it('narrows to a category and to one author', () => {
    const lines = [line(1, { categoryId: 2 }), line(2, { uid: 'u2' }), line(3)];
    expect(ids(filterDiscussionLines(lines, { categoryId: 2, withDisabled: false }))).toEqual([1]);
    expect(ids(filterDiscussionLines(lines, { authorUid: 'u2', withDisabled: false }))).toEqual([2]);
  });
});

describe('a group’s board', () => {
  it('lists that group’s discussions only, never the site’s nor another group’s', () => {
    const lines = [line(1), line(2, { gid: 7 }), line(3, { gid: 8 }), line(4, { gid: 7, status: 1 })];
    expect(ids(filterDiscussionLines(lines, { gid: 7, withDisabled: false }))).toEqual([2]);
    expect(ids(filterDiscussionLines(lines, { gid: 7, withDisabled: true }))).toEqual([2, 4]);
    expect(ids(filterDiscussionLines(lines, { withDisabled: true }))).toEqual([1]);
  });
});
