import * as z from 'zod';
import { schemaRule } from './schema-rules';

/**
 * Quiz papers (problems whose display id starts with CS, spec §1): questions of three kinds, graded
 * when submitted through the ordinary submit call. The submitted "code" is the answer sheet.
 */
export const quizQuestionKinds = ['choice', 'judge', 'fill'] as const;
export type QuizQuestionKind = (typeof quizQuestionKinds)[number];

export const choiceOptions = ['A', 'B', 'C', 'D'] as const;
export const judgeOptions = ['T', 'F'] as const;

/** A question as users see it. */
export const quizQuestionSchema = z.object({
  kind: z.enum(quizQuestionKinds),
  /** Markdown. */
  text: z.string().min(1).max(10_000),
  /** The four options of a choice question, A to D. */
  options: z.array(z.string().max(2000)).length(4).optional(),
  score: z.number().int().min(1).max(100),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** A paper with its answer key: `answers[i]` is the right answer to question i; fill-ins may list
 * several accepted answers separated by `|`. Only admins ever see the key. */
export const quizPaperSchema = z
  .object({
    questions: z.array(quizQuestionSchema).min(1).max(200),
    answers: z.array(z.string().min(1).max(1000)),
  })
  .refine((paper) => paper.answers.length === paper.questions.length, {
    ...schemaRule('quizAnswerPerQuestion'),
    path: ['answers'],
  });
export type QuizPaper = z.infer<typeof quizPaperSchema>;

/** The answer sheet a user submits, as the submission's code. */
export const quizAnswerSheetSchema = z.object({ answers: z.array(z.string().max(1000)) });

export function encodeAnswerSheet(answers: readonly string[]): string {
  return JSON.stringify({ answers });
}

/** The answers of a submitted sheet, or undefined if it is not one. */
export function decodeAnswerSheet(code: string): string[] | undefined {
  try {
    const parsed = quizAnswerSheetSchema.safeParse(JSON.parse(code));
    return parsed.success ? parsed.data.answers : undefined;
  } catch {
    return undefined;
  }
}

/** The index of the first unanswered question, or -1 when all are answered (spec §5). */
export function firstUnanswered(questionCount: number, answers: readonly (string | undefined)[]): number {
  for (let index = 0; index < questionCount; index += 1) if (!answers[index]?.trim()) return index;
  return -1;
}

export interface QuizQuestionResult {
  answer: string;
  correct: boolean;
  score: number;
}

export interface QuizGrade {
  /** Points earned out of `total`. */
  score: number;
  total: number;
  /** Earned points scaled to 0–100, the submission's score. */
  percent: number;
  results: QuizQuestionResult[];
}

function normalise(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Grade an answer sheet against a paper's key. */
export function gradeQuiz(paper: QuizPaper, answers: readonly string[]): QuizGrade {
  const results = paper.questions.map((question, index): QuizQuestionResult => {
    const answer = answers[index] ?? '';
    const accepted = (paper.answers[index] ?? '').split('|').map(normalise);
    const correct = answer.trim() !== '' && accepted.includes(normalise(answer));
    return { answer, correct, score: correct ? question.score : 0 };
  });
  const total = paper.questions.reduce((sum, question) => sum + question.score, 0);
  const score = results.reduce((sum, result) => sum + result.score, 0);
  return { score, total, percent: total === 0 ? 0 : Math.round((score * 100) / total), results };
}
