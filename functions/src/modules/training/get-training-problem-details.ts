import { emptyVerdictCounts, type getTrainingProblemDetails as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { readTrainingProblems } from '../../data/trainings/training-problems';
import { problemLinesOf, assertProblemOpenTo, problemPageAnswer } from '../problem';

/**
 * GET /api/get-training-problem-details: a problem's page inside a training, by its label there or
 * its problem id (letter case ignored), to a caller the route's scope let in (`enter`: logged in, its
 * password, in a course pack the unlock), so the statement is refused wherever the training is. A
 * problem that is not one of the training's answers 404. The statistics are the problem's own: a
 * training's submissions count for the problem everywhere.
 */
export const getTrainingProblemDetails: ScopedHandler<typeof call, 'user', 'training'> = async (
  { query },
  context,
) => {
  const { scope } = context;
  const tid = scope.training.tid;
  const links = await readTrainingProblems(tid);
  const lines = await problemLinesOf(links.map((link) => link.pid));
  const wanted = query.displayId.toLowerCase();
  const link =
    links.find((candidate) => candidate.displayId.toLowerCase() === wanted) ??
    links.find((candidate) => lines.get(candidate.pid)?.problemId.toLowerCase() === wanted);
  const problem = link ? await getProblem(link.pid) : undefined;
  if (!link || !problem) throw new AppError('trainingProblemMissing', { pid: query.displayId, tid });
  await assertProblemOpenTo(problem, context.user, scope);
  return problemPageAnswer(problem, lines.get(link.pid) ?? emptyVerdictCounts());
};
