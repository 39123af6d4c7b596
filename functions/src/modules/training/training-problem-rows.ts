import type { TrainingProblemRow } from '@oj/shared';
import type { RequestUser } from '../../frame/request-context';
import { readTrainingProblems } from '../../data/trainings/training-problems';
import { problemStatusFor, readUserProblemProgress } from '../../data/users/read-user-problem-status';
import { readUserProblemBests } from '../../data/users/read-user-problem-best';
import { problemCatalogue, tagCatalogue } from '../problem/cached-catalogues';
import { tagsByIds } from '../problem/index-tag-catalogue';
import { problemListRowOf } from '../problem/problem-view';

/**
 * A training's problems in its order as list rows, with the caller's status and best score on each:
 * one Query of the links, the cached problem and tag catalogues, the caller's stats item and the
 * best-result items of the problems they were judged on. A link whose problem was deleted is left out.
 */
export async function trainingProblemRows(tid: number, user: RequestUser): Promise<TrainingProblemRow[]> {
  const [links, catalogue, tags, progress] = await Promise.all([
    readTrainingProblems(tid),
    problemCatalogue(),
    tagCatalogue(),
    readUserProblemProgress(user.uid),
  ]);
  const judgedPids = new Set([...progress.solved, ...progress.tried]);
  const bests = await readUserProblemBests(
    user.uid,
    links.map((link) => link.pid).filter((pid) => judgedPids.has(pid)),
    judgedPids,
  );
  return links.flatMap((link) => {
    const problem = catalogue.byPid.get(link.pid);
    if (!problem) return [];
    const row = problemListRowOf(
      problem,
      tagsByIds(tags, problem.tagIds),
      problemStatusFor(progress, link.pid),
    );
    return [
      { ...row, displayId: link.displayId, rank: link.rank, score: bests.get(link.pid)?.bestScore ?? null },
    ];
  });
}
