import { submissionRules, type getSubmissionDetail as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { getCaseResults, getSubmission } from '../../data/submissions/get-submission';
import { gradedPaperOf, submissionDetailOf, withResultHidden } from './submission-view';
import { cachedVipDirectory } from '../../data/users/vip-directory';
import { enforce } from '../../frame/enforce';
import {
  isCodeHiddenBySite,
  isCodeVisible,
  submissionDetailAccess,
} from '../../policy/submission-visibility';
import { cachedWebsiteConfig } from '../../data/website-config/cached-website-config';
import { contestSubmissionAccess } from './contest-submission-access';
import { groupSubmissionAccess } from './group-submission-access';

/**
 * GET /api/get-submission-detail: the submission with its code when the viewer may see it: its owner,
 * an admin, or anyone when the owner shares it and the problem allows sharing (spec §2); while the
 * site hides the code of submissions outside contests, the super admin and problem admins only. A quiz
 * paper's graded answers are for its owner and admins; others get "No Permission". A contest's
 * submission is read inside its contest (`contestSubmissionAccess`): the code for its author and the
 * contest's admins only, sharing off, the result hidden where the contest's lists hide it, and the
 * problem titled as the contest titles it. A group's submission is its author's and its group's members'
 * (`groupSubmissionAccess`), the code also its group roots'.
 */
export const getSubmissionDetail: Route<typeof call>['handle'] = async ({ query }, context) => {
  const submission = await getSubmission(query.submitId);
  if (!submission) throw new AppError('submissionNotFound', { submitId: query.submitId });
  const [problem, inContest, inGroup, site] = await Promise.all([
    getProblem(submission.pid),
    submission.cid !== 0 ? contestSubmissionAccess(submission, context.user) : undefined,
    groupSubmissionAccess(submission, context.user),
    cachedWebsiteConfig(),
  ]);
  enforce(submissionDetailAccess(context.user, submission));
  const isQuiz = submission.language === submissionRules.quizLanguage;

  const codeShare = inContest ? false : (problem?.codeShare ?? false);
  const codeVisible = inContest
    ? inContest.codeVisible
    : isCodeVisible(context.user, submission, problem, site) ||
      (inGroup?.readsCode === true && !isCodeHiddenBySite(context.user, submission, site));
  const codeHiddenBySite = !inContest && isCodeHiddenBySite(context.user, submission, site);
  const title = inContest?.displayTitle ?? problem?.title;
  const label = problem && { title: title ?? '', difficulty: problem.difficulty, type: problem.type };
  const resultShown = inContest?.resultShown ?? true;
  const [cases, vips] = await Promise.all([
    isQuiz && resultShown ? getCaseResults(submission.submitId) : undefined,
    cachedVipDirectory(),
  ]);
  const detail = submissionDetailOf(submission, label, vips, codeVisible);
  return {
    submission: resultShown ? detail : { ...withResultHidden(detail), errorMessage: null },
    codeShare,
    codeVisible,
    codeHiddenBySite,
    quiz: gradedPaperOf(cases),
  };
};
