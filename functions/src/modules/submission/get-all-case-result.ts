import { submissionRules, type getAllCaseResult as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { getCaseResults, getSubmission } from '../../data/submissions/get-submission';
import { caseDataHeads, type CaseDataHead } from '../../data/problems/case-data-heads';
import { areCaseResultsVisible } from '../../policy/submission-visibility';
import { caseResultsOf } from './submission-view';
import { contestSubmissionAccess } from './contest-submission-access';

/**
 * GET /api/get-all-case-result: a submission's per-case results, grouped as its judge case mode
 * says. Admins see them; the owner when the problem opens its case results (a quiz paper's owner
 * always). Anyone else gets null: the detail page asks for every viewer and shows nothing then. Each
 * case carries the head of its input and answer (the problem's current test data), as whoever sees
 * the case results may see the case. A contest's submission hides them while it hides its result.
 */
export const getAllCaseResult: Route<typeof call>['handle'] = async ({ query }, context) => {
  const submission = await getSubmission(query.submitId);
  if (!submission) throw new AppError('submissionNotFound', { submitId: query.submitId });
  const problem = await getProblem(submission.pid);
  const isQuiz = submission.language === submissionRules.quizLanguage;
  if (!areCaseResultsVisible(context.user, submission, problem)) return null;
  // A contest's submission shows its cases only where the contest shows its result.
  if (submission.cid !== 0 && !(await contestSubmissionAccess(submission, context.user)).resultShown)
    return null;

  const results = await getCaseResults(submission.submitId);
  // Results of an older round are not shown for a submission judged again.
  const current = results && results.round === submission.round ? results : undefined;
  const judgeCaseMode = current?.judgeCaseMode ?? problem?.judgeCaseMode ?? 'default';
  const heads =
    isQuiz || !current?.cases.length ? new Map<number, CaseDataHead>() : await caseDataHeads(submission.pid);
  return caseResultsOf(judgeCaseMode, current, heads);
};
