import {
  judgeCaseModeNames,
  problemType,
  quizProblemPrefix,
  siteWideLabels,
  type JudgeCaseMode,
  type JudgeMode,
  type ProblemPayload,
  type QuizPaper,
} from '@oj/shared';
import { AppError } from '../../frame/app-error';

const problemIdPattern = /^[A-Za-z0-9_-]+$/;
const ioFileNamePattern = /^(?!\.{1,2}$)[\w.-]{1,64}$/;

/** Modes each problem type may use (document 3, §4): OI adds the subtask modes, ACM the ergodic one. */
const modesByType: Record<number, readonly JudgeCaseMode[]> = {
  [problemType.acm]: ['default', 'ergodic_without_error'],
  [problemType.oi]: ['default', 'subtask_lowest', 'subtask_average'],
};

export interface CheckedForm {
  judgeMode: JudgeMode;
  /** Display ids starting with CS are quiz papers: no test data, no languages needed. */
  quiz: QuizPaper | null;
}

function required(value: string, field: string): void {
  if (value.trim() === '')
    throw new AppError('fieldRequired', { label: siteWideLabels[field] ?? field }, field);
}

/**
 * The rules of the problem form that need nothing but the form (document 3, §5): the display id,
 * title and (for judged problems) input and output descriptions are required; file IO needs both
 * names; the judge case mode must suit the type; a CS problem needs its quiz paper.
 */
export function checkProblemForm(payload: ProblemPayload): CheckedForm {
  const { problem } = payload;
  required(problem.problemId, 'problem.problemId');
  if (!problemIdPattern.test(problem.problemId))
    throw new AppError('problemIdInvalid', { problemId: problem.problemId });
  required(problem.title, 'problem.title');
  const isQuiz = problem.problemId.toUpperCase().startsWith(quizProblemPrefix);
  if (!isQuiz) {
    required(problem.input, 'problem.input');
    required(problem.output, 'problem.output');
  }
  if (
    problem.isFileIO &&
    !(
      ioFileNamePattern.test(problem.ioReadFileName ?? '') &&
      ioFileNamePattern.test(problem.ioWriteFileName ?? '')
    )
  )
    throw new AppError('fileIoNamesRequired');
  if (!modesByType[problem.type]?.includes(problem.judgeCaseMode))
    throw new AppError('judgeCaseModeNotForType', {
      mode: judgeCaseModeNames[problem.judgeCaseMode],
      type: problem.type === problemType.oi ? 'OI' : 'ACM',
    });
  if (isQuiz && !problem.quiz) throw new AppError('quizRequired');
  return {
    judgeMode: payload.judgeMode ?? problem.judgeMode ?? 'default',
    quiz: isQuiz ? (problem.quiz ?? null) : null,
  };
}
