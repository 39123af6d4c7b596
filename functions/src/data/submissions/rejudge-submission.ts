import { submissionRules, type QuizPaper } from '@oj/shared';
import { getProblem } from '../problems/get-problem';
import { problemScoring, type ProblemScoring } from '../verdicts/verdict-change';
import { regradeQuizSubmission } from './regrade-quiz-submission';
import { requeueSubmission } from './requeue-submission';
import type { StoredSubmission } from './submission-item';

/** What a rejudge needs to know of the problem: how verdicts count, and its quiz paper if it has one. */
export interface RejudgeSubject {
  scoring: ProblemScoring;
  quiz: QuizPaper | undefined;
}

/**
 * The problem as a rejudge sees it, read once for one submission or for all of a problem's. A deleted
 * problem keeps its submissions: they are counted by the catalogue's labels and judged by the judge
 * spec, and a quiz answer sheet without its paper goes to the judges like any other.
 */
export async function rejudgeSubjectOf(pid: number): Promise<RejudgeSubject> {
  const problem = await getProblem(pid);
  if (!problem) return { scoring: await problemScoring(pid), quiz: undefined };
  return { scoring: problem, quiz: problem.quiz ?? undefined };
}

/**
 * Judge a submission again in a new round (spec §4), its old verdict taken back out of the derived
 * data in the same transaction that resets it: a quiz paper's answer sheet is graded again at once
 * against the paper as it is now, any other submission goes back to the judges' queue. False when the
 * submission changed since it was read (nothing written).
 */
export async function rejudgeSubmission(
  submission: StoredSubmission,
  subject: RejudgeSubject,
): Promise<boolean> {
  if (submission.language === submissionRules.quizLanguage && subject.quiz)
    return (await regradeQuizSubmission(submission, subject.quiz, subject.scoring)) !== undefined;
  return requeueSubmission(submission, subject.scoring);
}
