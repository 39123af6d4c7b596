import {
  siteWideLabels,
  type adminUpdateProblem as call,
  type CallBody,
  type CallResponse,
} from '@oj/shared';
import type { RequestContext } from '../../frame/request-context';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { getProblemCases } from '../../data/problems/problem-cases';
import { saveProblemPayload } from './save-problem-payload';

/**
 * PUT /api/admin/problem: the admin form saved over a problem (`problem.id`). Changed test data
 * becomes a new version; a change of statement, limits or points keeps the version.
 */
export const updateProblem: Route<typeof call>['handle'] = async ({ body }, context) =>
  saveProblemForm(body, context);

/**
 * The admin form saved over the problem it names (`problem.id`): the admin problem call's work, and
 * the contest problem call's, whose page is the same form.
 */
export async function saveProblemForm(
  body: CallBody<typeof call>,
  context: RequestContext,
): Promise<CallResponse<typeof call>> {
  const pid = body.problem.id;
  if (pid === undefined)
    throw new AppError(
      'fieldRequired',
      { label: siteWideLabels['problem.id'] ?? 'problem.id' },
      'problem.id',
    );
  const [problem, cases] = await Promise.all([getProblem(pid), getProblemCases(pid)]);
  if (!problem) throw new AppError('problemNotFound', { pid });
  return saveProblemPayload(body, context, { problem, cases });
}
