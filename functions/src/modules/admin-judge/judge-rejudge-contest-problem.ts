import type { RejudgeProblemInput, adminRejudgeContestProblem as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getContestProblemByPid } from '../../data/contest-problems/read-contest-problems';
import { getLatestContestSubmitId } from '../../data/submissions/get-latest-submit-id';
import { startJob } from '../admin-job';

/**
 * GET /api/admin/judge/rejudge-contest-problem: judge every submission made to a problem in a contest
 * again, as a `rejudge-problem` job limited to the contest (the contest's Rejudge tab, the super
 * admin's alone). Each rejudge takes the old verdict back out of the contest's figures and the new
 * one puts its own in, as a single rejudge does. The route opened the contest (`contestNotFound`
 * when there is none). Answers the job's id; the admin polls its progress.
 */
export const rejudgeContestProblem: ScopedHandler<typeof call, 'root', 'contest'> = async (
  { query },
  context,
) => {
  const contest = context.scope.contest;
  const link = await getContestProblemByPid(contest.cid, query.pid);
  if (!link) throw new AppError('contestProblemNotFound', { cid: query.cid, problem: query.pid });
  const input: RejudgeProblemInput = {
    pid: link.pid,
    cid: contest.cid,
    upToSubmitId: await getLatestContestSubmitId(),
  };
  const { jobId } = await startJob('rejudge-problem', input, context.user);
  context.log.info('rejudge contest problem', { cid: contest.cid, pid: link.pid, jobId });
  return { jobId };
};
