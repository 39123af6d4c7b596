import { submissionRules, type adminRejudge as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getSubmission } from '../../data/submissions/get-submission';
import { rejudgeSubjectOf, rejudgeSubmission } from '../../data/submissions/rejudge-submission';
import { currentSubmissionRow } from '../submission';
import { problemScoring } from '../../data/verdicts/verdict-change';

/**
 * GET /api/admin/judge/rejudge: judge a submission again in a new round (spec §4). Its old verdict is
 * taken back out of the derived data (exactly: a problem no longer solved leaves the solved list, a
 * best score falls) in the same transaction that resets it to pending; the judge's writes
 * name the round, so a verdict of the old round arriving late changes nothing. A quiz paper is graded
 * again at once against the paper as it is now.
 */
export const rejudge: Route<typeof call>['handle'] = async ({ query }, context) => {
  const submission = await getSubmission(query.submitId, true);
  if (!submission) throw new AppError('submissionNotFound', { submitId: query.submitId });
  // Only a quiz answer sheet needs the whole problem (its paper); the rest need its scoring labels.
  const subject =
    submission.language === submissionRules.quizLanguage
      ? await rejudgeSubjectOf(submission.pid)
      : { scoring: await problemScoring(submission.pid), quiz: undefined };
  if (!(await rejudgeSubmission(submission, subject))) throw new AppError('submissionChanged');
  context.log.info('rejudge', { submitId: submission.submitId, round: submission.round + 1 });
  const row = await currentSubmissionRow(submission.submitId);
  if (!row) throw new AppError('submissionNotFound', { submitId: query.submitId });
  return row;
};
