import { cachedFor } from '../../data/cached-for';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import { findPidByProblemId } from '../../data/problems/get-problem';

/** Display ids of every problem, kept ten seconds by a warm function (the problem list's catalogue). */
const displayIds = cachedFor(10_000, async () =>
  (await loadProblemCatalogue()).map((problem) => ({
    pid: problem.pid,
    id: problem.problemId.toLowerCase(),
  })),
);

/**
 * The pids the submission list's `problemID` names, regardless of case: with `complete`, the problem
 * whose display id is exactly it (through its claim); otherwise every problem whose display id
 * contains it (from the catalogue, plus an exact match newer than the catalogue's copy).
 */
export async function matchProblemIds(text: string, complete: boolean): Promise<number[]> {
  const exact = await findPidByProblemId(text);
  if (complete) return exact === undefined ? [] : [exact];
  const wanted = text.toLowerCase();
  const pids = new Set(
    (await displayIds()).filter((problem) => problem.id.includes(wanted)).map((p) => p.pid),
  );
  if (exact !== undefined) pids.add(exact);
  return [...pids].sort((a, b) => b - a);
}
