import {
  pageAnswer,
  type adminGetTrainingProblemList as call,
  type CallResponse,
  type TrainingProblemLink,
} from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { readTrainingProblems } from '../../data/trainings/training-problems';
import { filterAdminProblems, adminProblemRow } from '../admin-problem';
import { isPublicProblem } from '../problem';

/** What the picker is asked: a page, a keyword, and whether the training's own problems or candidates. */
export interface TrainingPickerQuery {
  keyword?: string;
  queryExisted: boolean;
  currentPage: number;
  limit: number;
}

/**
 * Training `tid`'s problem picker: with `queryExisted`, the training's problems in its order; without,
 * the site's candidates (`isCandidate`, the public problems by default) not yet in it. Keyword on the
 * id, title or author either way; `trainingProblemMap` gives the training's links by pid. One Query of the links
 * (consistent: an admin's own change shows) and the cached problem catalogue.
 */
export async function trainingProblemPicker(
  tid: number,
  query: TrainingPickerQuery,
  isCandidate: (summary: ProblemSummary) => boolean = isPublicProblem,
): Promise<CallResponse<typeof call>> {
  const [links, catalogue] = await Promise.all([readTrainingProblems(tid, true), loadProblemCatalogue()]);
  const inTraining = new Set(links.map((link) => link.pid));
  let rows: ProblemSummary[];
  if (query.queryExisted) {
    // The training's own problems, a group's among them in a group's training.
    const keyword = query.keyword?.toLowerCase();
    const byPid = new Map(catalogue.map((summary) => [summary.pid, summary]));
    rows = links
      .flatMap((link) => byPid.get(link.pid) ?? [])
      .filter(
        (summary) =>
          keyword === undefined ||
          [summary.problemId, summary.title, summary.author ?? ''].some((text) =>
            text.toLowerCase().includes(keyword),
          ),
      );
  } else {
    rows = filterAdminProblems(catalogue, { keyword: query.keyword }).filter(
      (summary) => !inTraining.has(summary.pid) && isCandidate(summary),
    );
  }
  const start = (query.currentPage - 1) * query.limit;
  const trainingProblemMap: Record<string, TrainingProblemLink> = Object.fromEntries(
    links.map((link) => [String(link.pid), link]),
  );
  return {
    problemList: pageAnswer(rows.slice(start, start + query.limit).map(adminProblemRow), rows.length, query),
    trainingProblemMap,
  };
}

/**
 * GET /api/admin/training/get-problem-list: the training's problems or the public candidates
 * (`trainingProblemPicker`), for the training's admins (the route's `administer`).
 */
export const getTrainingProblemList: ScopedHandler<typeof call, 'admin', 'training'> = async ({ query }) =>
  trainingProblemPicker(query.tid, query);
