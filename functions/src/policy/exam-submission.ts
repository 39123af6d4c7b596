import { judgeStatus } from '@oj/shared';
import { allowed, refused, type Decision } from './decision';

/** A user's earlier submission to the same problem of the same contest, as the exam rules need it. */
export interface EarlierExamSubmission {
  submitId: number;
  status: number;
}

/** What the exam rules need to know about one more submission to one problem of an exam. */
export interface ExamSubmitFacts {
  /** The submitter is a contest admin (creator, super admin): exempt from the limit and the lock. */
  exempt: boolean;
  /** Submissions each contestant may make to each problem (the description's second item). */
  submitLimit: number;
  /** The problem belongs to the exam paper (objective, display id starting with CS). */
  paper: boolean;
  /** The user's submissions to this problem in this contest so far. */
  earlier: readonly EarlierExamSubmission[];
  /** An exam admin released the user's lock after the submission with this id (0: never released). */
  releasedThrough: number;
}

export type ExamSubmitRefusal = 'examPaperLocked' | 'examSubmitLimitReached';

/** A handed-in paper that scored: accepted or partially accepted (spec part 2, §4 "Exam lock"). */
const lockingStatuses: ReadonlySet<number> = new Set([judgeStatus.accepted, judgeStatus.partialAccepted]);

/**
 * A paper problem's submission that holds the lock: an answer sheet that scored, made after the
 * user's last release (`releasedThrough`, 0 when never released). The submit rules and the lock
 * state the contestant reads (`get-contest-access`) ask this one question.
 */
export function locksPaper(submission: EarlierExamSubmission, releasedThrough: number): boolean {
  return submission.submitId > releasedThrough && lockingStatuses.has(submission.status);
}

/**
 * One more submission in an exam (spec part 2, §4 and §5). The paper is handed in once: a paper
 * problem with an accepted or partially accepted submission made after the user's last release is
 * locked. Every problem takes at most `submitLimit` submissions per user, released or not. Contest
 * admins and super admins are exempt from both, so they can try the exam out.
 */
export function examSubmission(facts: ExamSubmitFacts): Decision<ExamSubmitRefusal> {
  if (facts.exempt) return allowed;
  if (facts.paper && facts.earlier.some((submission) => locksPaper(submission, facts.releasedThrough)))
    return refused('examPaperLocked');
  if (facts.earlier.length >= facts.submitLimit)
    return refused('examSubmitLimitReached', { limit: facts.submitLimit });
  return allowed;
}
