import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceOptions, judgeOptions, type QuizQuestion } from '@oj/shared/domain/quiz';
import { InlineMarkdown } from '../inline-markdown';
import { MarkdownView } from '../markdown-view';

interface QuizQuestionCardProps {
  index: number;
  question: QuizQuestion;
  answer: string;
  onAnswer: (answer: string) => void;
}

function OptionButton({
  chosen,
  label,
  onClick,
  testId,
}: {
  chosen: boolean;
  label: ReactNode;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-pressed={chosen}
      onClick={onClick}
      className={`flex w-full items-start gap-2 rounded-lg border px-3 py-2 text-left text-sm transition ${chosen ? 'border-blue-500 bg-blue-50 text-blue-700' : 'border-slate-200 bg-white text-slate-700 hover:border-blue-300'}`}
    >
      {label}
    </button>
  );
}

/**
 * One question of a paper: choice (A–D), true or false, or fill-in. The options' formulas and markup
 * render as the question's text does.
 */
export function QuizQuestionCard({ index, question, answer, onAnswer }: QuizQuestionCardProps) {
  const { t } = useTranslation();
  const testId = `quiz-question-${index + 1}`;
  return (
    <section
      id={testId}
      data-testid={testId}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-800">{t('quiz.question', { n: index + 1 })}</span>
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-500">
          {t(`quiz.kinds.${question.kind}`)}
        </span>
        <span className="text-xs text-slate-400">{t('quiz.points', { score: question.score })}</span>
      </header>
      <MarkdownView source={question.text} className="mb-3" />
      {question.kind === 'choice' ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {choiceOptions.map((letter, option) => (
            <OptionButton
              key={letter}
              testId={`${testId}-${letter}`}
              chosen={answer === letter}
              onClick={() => onAnswer(letter)}
              label={
                <>
                  <span className="shrink-0 font-medium">{letter}.</span>
                  <InlineMarkdown source={question.options?.[option] ?? ''} className="min-w-0 break-words" />
                </>
              }
            />
          ))}
        </div>
      ) : null}
      {question.kind === 'judge' ? (
        <div className="grid grid-cols-2 gap-2 sm:w-72">
          {judgeOptions.map((letter) => (
            <OptionButton
              key={letter}
              testId={`${testId}-${letter}`}
              chosen={answer === letter}
              onClick={() => onAnswer(letter)}
              label={letter === 'T' ? t('quiz.true') : t('quiz.false')}
            />
          ))}
        </div>
      ) : null}
      {question.kind === 'fill' ? (
        <input
          data-testid={`${testId}-fill`}
          value={answer}
          maxLength={1000}
          onChange={(e) => onAnswer(e.target.value)}
          placeholder={t('quiz.fillPlaceholder')}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100 sm:w-80"
        />
      ) : null}
    </section>
  );
}
