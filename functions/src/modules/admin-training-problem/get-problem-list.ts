import { pageAnswer, type adminGetTrainingProblemList as call, type TrainingProblemLink } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { readTrainingProblems } from '../../data/trainings/training-problems';
import { filterAdminProblems, adminProblemRow } from '../admin-problem';
import { isPublicProblem } from '../problem';

/**
 * GET /api/admin/training/get-problem-list: with `queryExisted`, the training's problems in its
 * order; without, the public problems not yet in it (the picker's candidates). Keyword on the id or
 * title either way; `trainingProblemMap` gives the training's links by pid. For the training's
 * admins (the route's `administer`).
 */
export const getTrainingProblemList: ScopedHandler<typeof call, 'admin', 'training'> = async ({ query }) => {
  const [links, catalogue] = await Promise.all([
    readTrainingProblems(query.tid, true),
    loadProblemCatalogue(),
  ]);
  const matching = filterAdminProblems(catalogue, { keyword: query.keyword });
  const inTraining = new Set(links.map((link) => link.pid));
  let rows: ProblemSummary[];
  if (query.queryExisted) {
    const byPid = new Map(matching.map((summary) => [summary.pid, summary]));
    rows = links.flatMap((link) => byPid.get(link.pid) ?? []);
  } else {
    rows = matching.filter((summary) => !inTraining.has(summary.pid) && isPublicProblem(summary));
  }
  const start = (query.currentPage - 1) * query.limit;
  const trainingProblemMap: Record<string, TrainingProblemLink> = Object.fromEntries(
    links.map((link) => [String(link.pid), link]),
  );
  return {
    problemList: pageAnswer(rows.slice(start, start + query.limit).map(adminProblemRow), rows.length, query),
    trainingProblemMap,
  };
};
