import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemView } from '@oj/shared/api/problem';
import type { QuizQuestion } from '@oj/shared/domain/quiz';
import { Button } from '../../../../../components/ui/button';
import { MarkdownView } from '../../../../../components/markdown-view';
import { AnswerSheetNav } from '../../../../../components/quiz/answer-sheet-nav';
import { QuizQuestionCard } from '../../../../../components/quiz/quiz-question-card';
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
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
          <aside className="lg:sticky lg:top-20 lg:w-64 lg:shrink-0">
            <AnswerSheetNav answers={answers} count={questions.length} />
            <Button
              data-testid="quiz-submit"
              className="mt-3 w-full"
              disabled={busy}
              onClick={() => void submit(answers)}
            >
              {t('problem.page.quiz.submit')}
            </Button>
          </aside>
          <div className="min-w-0 flex-1 space-y-4">
            {questions.map((question, index) => (
              <QuizQuestionCard
                key={index}
                index={index}
                question={question}
                answer={answers[index] ?? ''}
                onAnswer={(value) => answer(index, value)}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
