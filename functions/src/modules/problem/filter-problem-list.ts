import type { JudgeSourceFilter } from '@oj/shared';
import type { ProblemSummary } from '../../data/problems/problem-summary';

/** The list's filters (spec §2); absent ones do not filter. */
export interface ProblemListFilter {
  keyword?: string;
  difficulty?: number;
  oj?: JudgeSourceFilter;
  /** A problem must carry every one of these tags. */
  tagIds?: readonly number[];
}

/** The problems that pass every filter, in the order given. */
export function filterProblems(
  problems: readonly ProblemSummary[],
  filter: ProblemListFilter,
): ProblemSummary[] {
  const keyword = filter.keyword?.trim().toLowerCase();
  const tagIds = filter.tagIds ?? [];
  return problems.filter(
    (problem) =>
      (!keyword ||
        problem.problemId.toLowerCase().includes(keyword) ||
        problem.title.toLowerCase().includes(keyword)) &&
      (filter.difficulty === undefined || problem.difficulty === filter.difficulty) &&
      (filter.oj === undefined || filter.oj === 'ALL' || problem.oj === filter.oj) &&
      tagIds.every((id) => problem.tagIds.includes(id)),
  );
}

/** One page of a list; pages past the end are empty. */
export function pageOf<T>(items: readonly T[], currentPage: number, limit: number): T[] {
  const start = (currentPage - 1) * limit;
  return items.slice(start, start + limit);
}
