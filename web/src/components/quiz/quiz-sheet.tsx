import type { ReactNode } from 'react';
import type { QuizQuestion } from '@oj/shared/domain/quiz';
import { Button } from '../ui/button';
import { AnswerSheetNav } from './answer-sheet-nav';
import { QuizQuestionCard } from './quiz-question-card';

interface QuizSheetProps {
  /** Every answer of the sheet, by question index ('' for none yet). */
  answers: readonly string[];
  count: number;
  /** The hand-in button under the sheet's navigation. */
  submit: { text: string; disabled: boolean; onClick: () => void; testId: string };
  testId?: string;
  /** The questions, drawn with `QuizQuestions`. */
  children: ReactNode;
}

/**
 * An answer sheet beside its questions (a quiz problem, a contest's objective paper): on a wide
 * screen the sheet's navigation and the hand-in button stay in view while the questions scroll.
 */
export function QuizSheet({ answers, count, submit, testId, children }: QuizSheetProps) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start" data-testid={testId}>
      <aside className="lg:sticky lg:top-20 lg:w-64 lg:shrink-0">
        <AnswerSheetNav answers={answers} count={count} />
        <Button
          className="mt-3 w-full"
          disabled={submit.disabled}
          onClick={submit.onClick}
          data-testid={submit.testId}
        >
          {submit.text}
        </Button>
      </aside>
      <div className="min-w-0 flex-1 space-y-4">{children}</div>
    </div>
  );
}

interface QuizQuestionsProps {
  questions: readonly QuizQuestion[];
  /** The sheet index of the first of them: a paper numbers its parts' questions on. */
  first?: number;
  answers: readonly string[];
  onAnswer: (index: number, answer: string) => void;
}

/** Questions of a sheet, each answered by its index on the whole sheet. */
export function QuizQuestions({ questions, first = 0, answers, onAnswer }: QuizQuestionsProps) {
  return questions.map((question, at) => {
    const index = first + at;
    return (
      <QuizQuestionCard
        key={index}
        index={index}
        question={question}
        answer={answers[index] ?? ''}
        onAnswer={(value) => onAnswer(index, value)}
      />
    );
  });
}
