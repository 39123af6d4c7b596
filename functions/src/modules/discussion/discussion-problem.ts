import { findPidByProblemId, getProblem } from '../../data/problems/get-problem';
import { AppError } from '../../frame/app-error';

/**
 * The display id of the problem a discussion names, as the problem spells it. The site's board names
 * problems of the public set; a group's board those and the group's own. Anything else (no such
 * problem, another group's) is refused as unknown, so a post cannot learn that a group's problem exists.
 */
export async function discussionProblemId(pid: string, gid: number | null = null): Promise<string> {
  const found = await findPidByProblemId(pid);
  const problem = found === undefined ? undefined : await getProblem(found);
  if (!problem || (problem.gid !== null && problem.gid !== gid))
    throw new AppError('discussionProblemNotFound', { pid });
  return problem.problemId;
}

/** The title of a problem's discussion: `[P1000] title`, the prefix added once. */
export function titleForProblem(title: string, problemId: string | null): string {
  if (problemId === null) return title;
  const prefix = `[${problemId}] `;
  return title.startsWith(prefix) ? title : `${prefix}${title}`;
}
