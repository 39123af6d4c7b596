import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizQuestion } from '@oj/shared/domain/quiz';
import { Button } from '../../../../../components/ui/button';
import { MarkdownView } from '../../../../../components/markdown-view';
import { QuizAnswer } from '../../../../../components/quiz/quiz-answer';
import { pickLine, scoreTier } from '../score-tier';
import type { QuizSubmissionDetail } from '../use-quiz-submit';

/** The results panel: score, a motivational line for the score's tier, and the wrong questions. */
export function QuizResults({
  detail,
  questions,
  onAgain,
}: {
  detail: QuizSubmissionDetail;
  questions: QuizQuestion[];
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const percent = detail.submission.score ?? 0;
  const [line] = useState(() =>
    pickLine(t(`problem.page.quiz.lines.${scoreTier(percent)}`, { returnObjects: true }) as string[]),
  );
  const wrong = detail.quiz?.questions.filter((question) => !question.correct) ?? [];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="quiz-results">
      <h2 className="mb-4 text-lg font-semibold text-slate-800">{t('problem.page.quiz.results')}</h2>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div>
          <p className="text-xs text-slate-400">{t('problem.page.quiz.yourScore')}</p>
          <p className="text-4xl font-bold text-blue-600" data-testid="quiz-score">
            {percent}
          </p>
        </div>
        {detail.quiz ? (
          <p className="pb-1 text-sm text-slate-500">
            {detail.quiz.score} / {detail.quiz.total}
          </p>
        ) : null}
      </div>
      <p className="mb-5 rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-800" data-testid="quiz-line">
        {line}
      </p>
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{t('problem.page.quiz.wrongList')}</h3>
      {wrong.length === 0 ? (
        <p className="text-sm text-emerald-600">{t('problem.page.quiz.allRight')}</p>
      ) : (
        <ul className="space-y-3" data-testid="quiz-wrong-list">
          {wrong.map((question) => (
            <li key={question.seq} className="rounded-lg border border-rose-100 bg-rose-50/50 p-3">
              <p className="text-sm font-medium text-rose-700">
                {t('problem.page.quiz.question', { n: question.seq })}
              </p>
              <MarkdownView source={questions[question.seq - 1]?.text ?? ''} className="text-sm" />
              <p className="text-xs text-slate-500">
                {t('problem.page.quiz.yourAnswer')}{' '}
                <QuizAnswer question={questions[question.seq - 1]} answer={question.answer} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" className="mt-5" onClick={onAgain}>
        {t('problem.page.quiz.again')}
      </Button>
    </section>
  );
}
