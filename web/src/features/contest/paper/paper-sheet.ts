import type { QuizQuestion } from '@oj/shared/domain/quiz';

/** One objective problem of the paper: its questions, answered on the one answer sheet. */
export interface PaperPart {
  pid: number;
  displayId: string;
  title: string;
  questions: readonly QuizQuestion[];
}

/**
 * The paper's questions numbered through, part after part (spec §5 "complete question N" names
 * the number the contestant sees): each part's first question's index in the one answer list.
 */
export function partOffsets(parts: readonly PaperPart[]): number[] {
  const offsets: number[] = [];
  let next = 0;
  for (const part of parts) {
    offsets.push(next);
    next += part.questions.length;
  }
  return offsets;
}

/** The answers of each part, cut from the one answer list, to hand in one sheet per problem. */
export function partAnswers(parts: readonly PaperPart[], answers: readonly string[]): string[][] {
  const offsets = partOffsets(parts);
  return parts.map((part, index) => {
    const from = offsets[index] ?? 0;
    return Array.from({ length: part.questions.length }, (_, at) => answers[from + at] ?? '');
  });
}
