import { gradeQuiz, judgeStatus, type QuizPaper } from '@oj/shared';
import type { StoredCaseResults } from './case-results';

export interface QuizVerdict {
  /** 0 full marks, 8 some points, -1 none. */
  status: number;
  /** Earned points scaled to 0–100. */
  score: number;
  caseResults: StoredCaseResults;
}

/**
 * Grade an answer sheet against its paper right away (no judge worker): the verdict and, as its case
 * results, one line per question with the answer given.
 */
export function gradeQuizPaper(
  paper: QuizPaper,
  answers: readonly string[],
  submitId: number,
  round: number,
): QuizVerdict {
  const grade = gradeQuiz(paper, answers);
  const status =
    grade.score === grade.total
      ? judgeStatus.accepted
      : grade.score > 0
        ? judgeStatus.partialAccepted
        : judgeStatus.wrongAnswer;
  return {
    status,
    score: grade.percent,
    caseResults: {
      submitId,
      round,
      judgeCaseMode: 'default',
      cases: grade.results.map((result, index) => ({
        seq: index + 1,
        status: result.correct ? judgeStatus.accepted : judgeStatus.wrongAnswer,
        fullScore: paper.questions[index]?.score ?? 0,
        score: result.score,
        groupNum: 1,
        timeMs: 0,
        memoryKb: 0,
        userOutput: result.answer,
      })),
      subtasks: [],
      quiz: { score: grade.score, total: grade.total, answers: grade.results.map((result) => result.answer) },
    },
  };
}
