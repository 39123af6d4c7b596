import { submissionRules } from '@oj/shared';
import { allowed, refused, type Decision } from './decision';
import { isAuthor, isAuthorOrAdmin } from './ownership';
import { isAdmin, type Viewer } from './viewer';

/** What the visibility of a submission depends on, of the submission itself. */
export interface SubmissionFacts {
  uid: string;
  language: string;
  /** The owner shares the code. */
  share: boolean;
  /** The contest the submission was made in; 0 outside contests. */
  cid: number;
}

/** What it depends on, of its problem (absent when the problem is gone). */
export interface SubmissionProblemFacts {
  codeShare: boolean;
  openCaseResult: boolean;
}

function isQuizPaper(submission: SubmissionFacts): boolean {
  return submission.language === submissionRules.quizLanguage;
}

/** A quiz paper's graded answers are for its owner and admins (spec §2); any other submission is open. */
export function submissionDetailAccess(
  viewer: Viewer,
  submission: SubmissionFacts,
): Decision<'quizNoPermission'> {
  return isQuizPaper(submission) && !isAuthorOrAdmin(viewer, submission)
    ? refused('quizNoPermission')
    : allowed;
}

/**
 * The code is shown to its owner and admins, and to anyone when the owner shares it, the problem
 * allows sharing and the submission was not made in a contest (spec §2).
 */
export function isCodeVisible(
  viewer: Viewer,
  submission: SubmissionFacts,
  problem: SubmissionProblemFacts | undefined,
): boolean {
  if (isAuthorOrAdmin(viewer, submission)) return true;
  return submission.share && (problem?.codeShare ?? false) && submission.cid === 0;
}

/**
 * The per-case results are shown to admins, and to the owner when the problem opens its case results
 * (a quiz paper's owner always).
 */
export function areCaseResultsVisible(
  viewer: Viewer,
  submission: SubmissionFacts,
  problem: SubmissionProblemFacts | undefined,
): boolean {
  if (isAdmin(viewer)) return true;
  return isAuthor(viewer, submission) && (isQuizPaper(submission) || problem?.openCaseResult === true);
}
