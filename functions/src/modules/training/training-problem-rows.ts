import type { TrainingProblemRow } from '@oj/shared';
import type { RequestUser } from '../../frame/request-context';
import { readTrainingProblems } from '../../data/trainings/training-problems';
import { problemStatusFor, readUserProblemProgress } from '../../data/users/read-user-problem-status';
import { readUserProblemBests } from '../../data/users/read-user-problem-best';
import { problemLinesOf, tagLinesOf, tagsByIds, problemListRowOf } from '../problem';

/**
 * A training's problems in its order as list rows, with the caller's status and best score on each:
 * one Query of the links, their lines from the cached problem and tag catalogues (a problem added a
 * moment ago, newer than the copy, read by key), the caller's stats item and the best-result items of
 * the problems they were judged on. A link whose problem was deleted is left out.
 */
export async function trainingProblemRows(tid: number, user: RequestUser): Promise<TrainingProblemRow[]> {
  const [links, progress] = await Promise.all([readTrainingProblems(tid), readUserProblemProgress(user.uid)]);
  const pids = links.map((link) => link.pid);
  const judgedPids = new Set([...progress.solved, ...progress.tried]);
  const [problems, bests] = await Promise.all([
    problemLinesOf(pids),
    readUserProblemBests(
      user.uid,
      pids.filter((pid) => judgedPids.has(pid)),
      judgedPids,
    ),
  ]);
  const tags = await tagLinesOf(links.flatMap((link) => problems.get(link.pid)?.tagIds ?? []));
  return links.flatMap((link) => {
    const problem = problems.get(link.pid);
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
