import { findPidByProblemId, getProblem } from '../../data/problems/get-problem';
import { AppError } from '../../frame/app-error';

/** The display id of the problem a discussion names, as the problem spells it; refuses unknown ones. */
export async function discussionProblemId(pid: string): Promise<string> {
  const found = await findPidByProblemId(pid);
  const problem = found === undefined ? undefined : await getProblem(found);
  if (!problem) throw new AppError('discussionProblemNotFound', { pid });
  return problem.problemId;
}

/** The title of a problem's discussion: `[P1000] title`, the prefix added once. */
export function titleForProblem(title: string, problemId: string | null): string {
  if (problemId === null) return title;
  const prefix = `[${problemId}] `;
  return title.startsWith(prefix) ? title : `${prefix}${title}`;
}
