import { problemAuth } from '@oj/shared';
import type { ProblemSummary } from '../../data/problems/problem-summary';

/** The catalogue arranged for the questions the area asks of it, built once per load. */
export interface ProblemCatalogueIndex {
  /** Public problems (auth 1, not a group's) in display order: what the list and the random pick show. */
  publicProblems: readonly ProblemSummary[];
  byPid: ReadonlyMap<number, ProblemSummary>;
  /** Keyed by the lower-case display id. */
  byProblemId: ReadonlyMap<string, ProblemSummary>;
}

/** Display ids in natural order: P2 before P10, case ignored. */
const displayOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function isPublicProblem(summary: Pick<ProblemSummary, 'auth' | 'gid'>): boolean {
  return summary.auth === problemAuth.public && summary.gid === null;
}

export function indexProblemCatalogue(summaries: readonly ProblemSummary[]): ProblemCatalogueIndex {
  const publicProblems = summaries
    .filter(isPublicProblem)
    .sort((a, b) => displayOrder.compare(a.problemId, b.problemId) || a.pid - b.pid);
  return {
    publicProblems,
    byPid: new Map(summaries.map((summary) => [summary.pid, summary])),
    byProblemId: new Map(summaries.map((summary) => [summary.problemId.toLowerCase(), summary])),
  };
}
