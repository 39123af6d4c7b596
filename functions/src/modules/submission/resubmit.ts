import { judgeStatus, type resubmit as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getSubmission } from '../../data/submissions/get-submission';
import { requeueSubmission } from '../../data/submissions/requeue-submission';
import { currentSubmissionRow } from './submission-view';
import { problemScoring } from '../../data/verdicts/verdict-change';
import { enforce } from '../../frame/enforce';
import { authorOrAdminMay } from '../../policy/ownership';

/**
 * GET /api/resubmit: send a submission whose submit to a remote judge failed (status 10) to the
 * judges again, in a new round; its owner or an admin may. No remote judge exists yet, so no
 * submission reaches status 10 today; the rule stands for when one does.
 */
export const resubmit: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const submission = await getSubmission(query.submitId, true);
  if (!submission) throw new AppError('submissionNotFound', { submitId: query.submitId });
  enforce(authorOrAdminMay(context.user, submission, 'notSubmissionOwner'));
  if (submission.status !== judgeStatus.submitFailed) throw new AppError('resubmitOnlySubmitFailed');
  if (!(await requeueSubmission(submission, await problemScoring(submission.pid))))
    throw new AppError('submissionChanged');
  const row = await currentSubmissionRow(submission.submitId);
  if (!row) throw new AppError('submissionNotFound', { submitId: query.submitId });
  return row;
};
