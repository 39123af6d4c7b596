import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemView } from '@oj/shared/api/problem';
import type { QuizQuestion } from '@oj/shared/domain/quiz';
import { MarkdownView } from '../../../../../components/markdown-view';
import { QuizQuestions, QuizSheet } from '../../../../../components/quiz/quiz-sheet';
import { useShownProblemId } from '../../../../../lib/scope/scope-provider';
import { useQuizSubmit } from '../use-quiz-submit';
import { QuizResults } from './quiz-results';

/** A quiz paper (CS problems): the answer sheet beside the questions, then the results. */
export function QuizPaper({ problem, questions }: { problem: ProblemView; questions: QuizQuestion[] }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const { busy, result, submit, clear } = useQuizSubmit(problem.pid, questions.length);
  const shownId = useShownProblemId(problem.problemId);
  const answer = (index: number, value: string) =>
    setAnswers((previous) => previous.map((old, at) => (at === index ? value : old)));
  return (
    <div data-testid="quiz-paper">
      <header className="mb-4">
        <h1 className="text-xl font-semibold text-slate-800" data-testid="problem-title">
          <span className="mr-2 font-mono text-blue-600">{shownId}</span>
          {problem.title}
        </h1>
        {problem.description.trim() ? <MarkdownView source={problem.description} className="mt-2" /> : null}
      </header>
      {result ? (
        <QuizResults detail={result} questions={questions} onAgain={clear} />
      ) : (
        <QuizSheet
          answers={answers}
          count={questions.length}
          submit={{
            text: t('problem.page.quiz.submit'),
            disabled: busy,
            onClick: () => void submit(answers),
            testId: 'quiz-submit',
          }}
        >
          <QuizQuestions questions={questions} answers={answers} onAnswer={answer} />
        </QuizSheet>
      )}
    </div>
  );
}
