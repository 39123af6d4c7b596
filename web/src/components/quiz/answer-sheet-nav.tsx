import { useTranslation } from 'react-i18next';

/** The answer sheet: one square per question, filled once answered; a click scrolls to it. */
export function AnswerSheetNav({ answers, count }: { answers: readonly string[]; count: number }) {
  const { t } = useTranslation();
  const done = answers.filter((answer) => answer.trim() !== '').length;
  return (
    <nav className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="answer-sheet">
      <h2 className="mb-1 text-[15px] font-semibold text-slate-800">{t('quiz.answerSheet')}</h2>
      <p className="mb-3 text-xs text-slate-400">{t('quiz.answered', { done, total: count })}</p>
      <div className="grid grid-cols-6 gap-2 sm:grid-cols-8 lg:grid-cols-5">
        {Array.from({ length: count }, (_, index) => (
          <a
            key={index}
            href={`#quiz-question-${index + 1}`}
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(`quiz-question-${index + 1}`)?.scrollIntoView({ behavior: 'smooth' });
            }}
            className={`grid h-8 place-items-center rounded-md text-sm ${answers[index]?.trim() ? 'bg-blue-600 text-white' : 'border border-slate-300 text-slate-500 hover:border-blue-400'}`}
          >
            {index + 1}
          </a>
        ))}
      </div>
    </nav>
  );
}
