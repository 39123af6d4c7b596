import { submissionRules, type getSubmissionDetail as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { getCaseResults, getSubmission } from '../../data/submissions/get-submission';
import { gradedPaperOf, submissionDetailOf } from './submission-view';
import { cachedVipDirectory } from '../../data/users/vip-directory';
import { enforce } from '../../frame/enforce';
import { isCodeVisible, submissionDetailAccess } from '../../policy/submission-visibility';

/**
 * GET /api/get-submission-detail: the submission with its code when the viewer may see it: its owner,
 * an admin, or anyone when the owner shares it and the problem allows sharing (spec §2). A quiz
 * paper's graded answers are for its owner and admins; others get "No Permission".
 */
export const getSubmissionDetail: Route<typeof call>['handle'] = async ({ query }, context) => {
  const submission = await getSubmission(query.submitId);
  if (!submission) throw new AppError('submissionNotFound', { submitId: query.submitId });
  const problem = await getProblem(submission.pid);
  enforce(submissionDetailAccess(context.user, submission));
  const isQuiz = submission.language === submissionRules.quizLanguage;

  const codeShare = problem?.codeShare ?? false;
  const codeVisible = isCodeVisible(context.user, submission, problem);
  const label = problem && { title: problem.title, difficulty: problem.difficulty, type: problem.type };
  const [cases, vips] = await Promise.all([
    isQuiz ? getCaseResults(submission.submitId) : undefined,
    cachedVipDirectory(),
  ]);
  return {
    submission: submissionDetailOf(submission, label, vips, codeVisible),
    codeShare,
    codeVisible,
    quiz: gradedPaperOf(cases),
  };
};
