import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '@oj/shared/domain/quiz';
import { partAnswers, partOffsets, type PaperPart } from './paper-sheet';

const question: QuizQuestion = { kind: 'judge', text: 'x', score: 5 };
const part = (pid: number, count: number): PaperPart => ({
  pid,
  displayId: `CS${pid}`,
  title: `Part ${pid}`,
  questions: Array.from({ length: count }, () => question),
});

describe('the exam answer sheet', () => {
  it('numbers the questions through, part after part', () => {
    expect(partOffsets([part(1, 3), part(2, 2), part(3, 4)])).toEqual([0, 3, 5]);
  });

  it('cuts one sheet per problem from the one answer list', () => {
    expect(partAnswers([part(1, 2), part(2, 3)], ['A', 'T', 'x', '', 'F'])).toEqual([
      ['A', 'T'],
      ['x', '', 'F'],
    ]);
  });

  it('fills a short answer list with blanks', () => {
    expect(partAnswers([part(1, 2)], ['A'])).toEqual([['A', '']]);
  });
});
