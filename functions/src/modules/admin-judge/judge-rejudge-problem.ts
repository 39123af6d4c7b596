import type { RejudgeProblemInput, adminRejudgeProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { getLatestSubmitId } from '../../data/submissions/get-latest-submit-id';
import { startJob } from '../admin-job';

/**
 * GET /api/admin/judge/rejudge-problem: judge every submission of a problem again, as a
 * `rejudge-problem` job a judge worker runs (one rejudge per submission, each as the single rejudge
 * call does it). The job covers the submissions made until now; later ones are judged against the
 * problem as it is anyway. Answers the job's id; the admin polls `GET /api/admin/job`.
 */
export const rejudgeProblem: Handler<typeof call, 'root'> = async ({ query }, context) => {
  const problem = await getProblem(query.pid);
  if (!problem) throw new AppError('problemNotFound', { pid: query.pid });
  const input: RejudgeProblemInput = { pid: problem.pid, upToSubmitId: await getLatestSubmitId() };
  const { jobId } = await startJob('rejudge-problem', input, context.user);
  context.log.info('rejudge problem', { pid: problem.pid, jobId, upToSubmitId: input.upToSubmitId });
  return { jobId };
};
