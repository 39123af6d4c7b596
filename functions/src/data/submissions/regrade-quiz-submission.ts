import { decodeAnswerSheet, type QuizPaper } from '@oj/shared';
import type { ProblemScoring } from '../verdicts/verdict-change';
import { afterVerdict } from '../verdicts/verdict-effects';
import { gradeQuizPaper, type QuizVerdict } from './grade-quiz-paper';
import { moveVerdict } from './move-verdict';
import type { Submission } from './submission-item';

/**
 * Rejudge a quiz paper's submission: grade its answer sheet again against the paper as it is now, in
 * a new round, with the derived data moved from the old verdict to the new one in the same transaction,
 * then the effects that write on their own after a verdict (the best result). Undefined when the
 * submission changed since it was read.
 */
export async function regradeQuizSubmission(
  submission: Submission,
  paper: QuizPaper,
  scoring: ProblemScoring,
): Promise<QuizVerdict | undefined> {
  const round = submission.round + 1;
  const verdict = gradeQuizPaper(paper, decodeAnswerSheet(submission.code) ?? [], submission.submitId, round);
  const changed = await moveVerdict(
    submission,
    {
      set: { status: verdict.status, score: verdict.score, round, isManual: false, timeMs: 0, memoryKb: 0 },
      remove: ['errorMessage', 'judger', 'heartbeatAt'],
      caseResults: verdict.caseResults,
    },
    { status: verdict.status, score: verdict.score },
    scoring,
  );
  if (!changed) return undefined;
  await afterVerdict(submission, verdict, scoring);
  return verdict;
}
