import type { adminAddTrainingProblemFromPublic as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import { addTrainingProblem, readTrainingProblems } from '../../data/trainings/training-problems';
import { isPublicProblem } from '../problem';

/**
 * POST /api/admin/training/add-problem-from-public: a public problem joins the training the caller
 * runs (the route's `administer`), last (rank one above the highest), under `displayId` or its own
 * problem id.
 */
export const addProblemFromPublic: ScopedHandler<typeof call, 'admin', 'training'> = async ({ body }) => {
  const [links, catalogue] = await Promise.all([
    readTrainingProblems(body.tid, true),
    loadProblemCatalogue(),
  ]);
  const problem = catalogue.find((summary) => summary.pid === body.pid);
  if (!problem) throw new AppError('problemNotFound', { pid: body.pid });
  if (!isPublicProblem(problem))
    throw new AppError('trainingProblemNotPublic', { problemId: problem.problemId });
  const rank = links.reduce((highest, link) => Math.max(highest, link.rank), 0) + 1;
  const added = await addTrainingProblem({
    tid: body.tid,
    pid: body.pid,
    displayId: body.displayId ?? problem.problemId,
    rank,
  });
  if (!added) throw new AppError('trainingProblemExists', { problemId: problem.problemId });
  return null;
};
