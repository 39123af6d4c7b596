import type { ProblemRef } from '@oj/shared';
import type { Problem } from '../../data/problems/problem-item';
import { summaryFieldsOf, type ProblemSummary } from '../../data/problems/problem-summary';
import { findPidByProblemId, getProblem } from '../../data/problems/get-problem';
import { AppError } from '../../frame/app-error';
import { problemCatalogue } from './cached-catalogues';

/**
 * Get a problem by its display id. The cached catalogue names the pid, so a warm function reads only
 * the problem; one newer than the cache, or renamed since, is found through its display-id claim.
 */
export async function getProblemByDisplayId(
  problemId: string,
): Promise<{ problem: Problem; summary: ProblemSummary | undefined }> {
  const catalogue = await problemCatalogue();
  const wanted = problemId.toLowerCase();
  const listed = catalogue.byProblemId.get(wanted);
  if (listed) {
    const problem = await getProblem(listed.pid);
    if (problem?.problemId.toLowerCase() === wanted) return { problem, summary: listed };
  }
  const pid = await findPidByProblemId(problemId);
  const problem = pid === undefined ? undefined : await getProblem(pid);
  if (!problem) throw new AppError('problemNotFound', { pid: problemId });
  return { problem, summary: catalogue.byPid.get(problem.pid) };
}

/** What the calls that name a problem by pid need to decide who may see it. */
export type ProblemHead = Pick<
  ProblemSummary,
  'pid' | 'problemId' | 'auth' | 'gid' | 'tagIds' | 'isRemote' | 'oj'
>;

/**
 * A problem's catalogue line by pid or display id, from the cache when it is there (no read), else
 * from the problem itself (a problem newer than the cache, or renamed since).
 */
export async function getProblemHead(ref: ProblemRef): Promise<ProblemHead> {
  const catalogue = await problemCatalogue();
  const listed =
    typeof ref === 'number' ? catalogue.byPid.get(ref) : catalogue.byProblemId.get(ref.toLowerCase());
  if (listed) return listed;
  if (typeof ref === 'string') return summaryFieldsOf((await getProblemByDisplayId(ref)).problem);
  const problem = await getProblem(ref);
  if (!problem) throw new AppError('problemNotFound', { pid: ref });
  return summaryFieldsOf(problem);
}
