import { judgeStatus, type adminCancelJudge as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getSubmission } from '../../data/submissions/get-submission';
import { cancelJudging } from '../../data/submissions/cancel-judging';
import { currentSubmissionRow } from '../submission';
import { problemScoring } from '../../data/verdicts/verdict-change';

/**
 * GET /api/admin/judge/cancel-judge: status -4 cancelled (spec §4), whatever the submission's state;
 * a verdict it had is taken back out of the derived data exactly, and a worker still judging it drops its result.
 */
export const cancelJudge: Route<typeof call>['handle'] = async ({ query }, context) => {
  const submission = await getSubmission(query.submitId, true);
  if (!submission) throw new AppError('submissionNotFound', { submitId: query.submitId });
  if (submission.status === judgeStatus.cancelled) throw new AppError('alreadyCancelled');
  if (!(await cancelJudging(submission, await problemScoring(submission.pid))))
    throw new AppError('submissionChanged');
  context.log.info('cancel judge', { submitId: submission.submitId });
  const row = await currentSubmissionRow(submission.submitId);
  if (!row) throw new AppError('submissionNotFound', { submitId: query.submitId });
  return row;
};
