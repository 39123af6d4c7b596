import { emptyVerdictCounts, type getTrainingProblemDetails as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { readTrainingProblems } from '../../data/trainings/training-problems';
import { problemLinesOf } from '../problem/cached-catalogues';
import { assertProblemOpenTo } from '../problem/problem-access';
import { problemPageAnswer } from '../problem/problem-page-answer';
import { enterScope } from '../problem/read-scope';

/**
 * GET /api/get-training-problem-details: a problem's page inside a training, by its label there or
 * its problem id (letter case ignored), once the caller may enter the training (`enterScope`: logged
 * in, its password, in a course pack the unlock), so the statement is refused wherever the training
 * is. A problem that is not one of the training's answers 404. The statistics are the problem's own:
 * a training's submissions count for the problem everywhere.
 */
export const getTrainingProblemDetails: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const [scope, links] = await Promise.all([
    enterScope({ tid: query.tid }, context.user),
    readTrainingProblems(query.tid),
  ]);
  const lines = await problemLinesOf(links.map((link) => link.pid));
  const wanted = query.displayId.toLowerCase();
  const link =
    links.find((candidate) => candidate.displayId.toLowerCase() === wanted) ??
    links.find((candidate) => lines.get(candidate.pid)?.problemId.toLowerCase() === wanted);
  const problem = link ? await getProblem(link.pid) : undefined;
  if (!link || !problem)
    throw new AppError('trainingProblemMissing', { pid: query.displayId, tid: query.tid });
  await assertProblemOpenTo(problem, context.user, scope);
  return problemPageAnswer(problem, lines.get(link.pid) ?? emptyVerdictCounts());
};
