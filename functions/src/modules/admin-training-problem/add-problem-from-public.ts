import type { adminAddTrainingProblemFromPublic as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { addTrainingProblem, readTrainingProblems } from '../../data/trainings/training-problems';
import { isPublicProblem } from '../problem';

/**
 * Link `problem` to training `tid`, last (rank one above the highest), under `displayId` or its own
 * problem id. Refused when the problem is in the training already, or another of its problems has
 * that label (the training's pages find a problem by its label).
 */
export async function linkProblemLast(
  tid: number,
  problem: ProblemSummary,
  displayId?: string,
): Promise<void> {
  const links = await readTrainingProblems(tid, true);
  const label = displayId ?? problem.problemId;
  if (links.some((link) => link.pid === problem.pid))
    throw new AppError('trainingProblemExists', { problemId: problem.problemId });
  if (links.some((link) => link.displayId.toLowerCase() === label.toLowerCase()))
    throw new AppError('trainingDisplayIdTaken', { displayId: label });
  const rank = links.reduce((highest, link) => Math.max(highest, link.rank), 0) + 1;
  const added = await addTrainingProblem({ tid, pid: problem.pid, displayId: label, rank });
  if (!added) throw new AppError('trainingProblemExists', { problemId: problem.problemId });
}

/** A public problem joins training `body.tid` (`linkProblemLast`); any other problem is refused. */
export async function addPublicProblemToTraining(body: { pid: number; tid: number; displayId?: string }) {
  const problem = (await loadProblemCatalogue()).find((summary) => summary.pid === body.pid);
  if (!problem) throw new AppError('problemNotFound', { pid: body.pid });
  if (!isPublicProblem(problem))
    throw new AppError('trainingProblemNotPublic', { problemId: problem.problemId });
  await linkProblemLast(body.tid, problem, body.displayId);
}

/**
 * POST /api/admin/training/add-problem-from-public: a public problem joins the training the caller
 * runs (the route's `administer`), last (`addPublicProblemToTraining`).
 */
export const addProblemFromPublic: ScopedHandler<typeof call, 'admin', 'training'> = async ({ body }) => {
  await addPublicProblemToTraining(body);
  return null;
};
