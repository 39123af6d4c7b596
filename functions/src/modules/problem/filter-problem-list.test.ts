import { describe, expect, it } from 'vitest';
import { emptyVerdictCounts } from '@oj/shared';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { filterProblems, pageOf } from './filter-problem-list';
import { indexProblemCatalogue } from './index-problem-catalogue';

function summary(pid: number, problemId: string, fields: Partial<ProblemSummary> = {}): ProblemSummary {
  return {
    pid,
    problemId,
    title: `Problem ${problemId}`,
    difficulty: 0,
    type: 0,
    auth: 1,
    isRemote: false,
    gid: null,
    tagIds: [],
    oj: 'ME',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...emptyVerdictCounts(),
    ...fields,
  };
}

const problems = [
  summary(1, 'P1000', { title: 'A plus B', tagIds: [1, 2], difficulty: 0 }),
  summary(2, 'P1001', { title: 'Shortest Path', tagIds: [2], difficulty: 2 }),
  summary(3, 'CF-1A', { title: 'Theatre Square', isRemote: true, oj: 'CF', tagIds: [1] }),
];

const ids = (list: readonly ProblemSummary[]) => list.map((problem) => problem.problemId);

describe('filtering the problem list', () => {
  it('keeps every problem when no filter is given', () => {
    expect(ids(filterProblems(problems, {}))).toEqual(['P1000', 'P1001', 'CF-1A']);
  });

  it('matches the keyword in the display id or the title, ignoring case', () => {
    expect(ids(filterProblems(problems, { keyword: 'p100' }))).toEqual(['P1000', 'P1001']);
    expect(ids(filterProblems(problems, { keyword: 'SHORTEST' }))).toEqual(['P1001']);
  });

  it('keeps only problems of the chosen difficulty', () => {
    expect(ids(filterProblems(problems, { difficulty: 2 }))).toEqual(['P1001']);
  });

  it('keeps the site’s own problems for ME, one remote source by name, and all for ALL', () => {
    expect(ids(filterProblems(problems, { oj: 'ME' }))).toEqual(['P1000', 'P1001']);
    expect(ids(filterProblems(problems, { oj: 'CF' }))).toEqual(['CF-1A']);
    expect(ids(filterProblems(problems, { oj: 'ALL' }))).toHaveLength(3);
  });

  it('keeps problems that carry every chosen tag', () => {
    expect(ids(filterProblems(problems, { tagIds: [2] }))).toEqual(['P1000', 'P1001']);
    expect(ids(filterProblems(problems, { tagIds: [1, 2] }))).toEqual(['P1000']);
    expect(ids(filterProblems(problems, { tagIds: [1, 2, 3] }))).toEqual([]);
  });
});

describe('paging', () => {
  it('cuts pages of the given size and gives nothing past the end', () => {
    const numbers = Array.from({ length: 7 }, (_, index) => index);
    expect(pageOf(numbers, 1, 3)).toEqual([0, 1, 2]);
    expect(pageOf(numbers, 3, 3)).toEqual([6]);
    expect(pageOf(numbers, 4, 3)).toEqual([]);
  });
});

describe('indexing the catalogue', () => {
  it('lists only public problems outside groups, in natural display-id order', () => {
    const index = indexProblemCatalogue([
      summary(1, 'P10'),
      summary(2, 'p2'),
      summary(3, 'P3', { auth: 2 }),
      summary(4, 'P4', { auth: 3 }),
      summary(5, 'P5', { gid: 7 }),
    ]);
    expect(ids(index.publicProblems)).toEqual(['p2', 'P10']);
    expect(index.byPid.get(3)?.problemId).toBe('P3');
    expect(index.byProblemId.get('p10')?.pid).toBe(1);
  });
});
