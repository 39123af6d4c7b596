import type { updateSubmission as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { getSubmission } from '../../data/submissions/get-submission';
import { setSubmissionShare } from '../../data/submissions/set-submission-share';
import { isAuthor } from '../../policy/ownership';

/**
 * PUT /api/submission: the owner shares the code of a submission or stops sharing it. Sharing needs a
 * problem that allows it and is never allowed for contest submissions (spec §6); stopping is always
 * allowed. Answers with the new value.
 */
export const updateSubmission: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const uid = context.user.uid;
  const submission = await getSubmission(body.submitId);
  if (!submission) throw new AppError('submissionNotFound', { submitId: body.submitId });
  if (!isAuthor(context.user, submission) || (body.uid && body.uid !== uid))
    throw new AppError('notSubmissionOwner');
  if (body.share) {
    if (submission.cid !== 0) throw new AppError('contestCodeShareDisabled');
    if (!(await getProblem(submission.pid))?.codeShare) throw new AppError('codeShareDisabled');
  }
  if (!(await setSubmissionShare(submission.submitId, uid, body.share)))
    throw new AppError('submissionNotFound', { submitId: body.submitId });
  return { submitId: submission.submitId, share: body.share };
};
