import { useTranslation } from 'react-i18next';
import type { CallResponse } from '@oj/shared/api/define-call';
import type { getSubmissionDetail } from '@oj/shared/api/submission';
import { AppLink } from '../../../components/app-link';
import { InlineMarkdown } from '../../../components/inline-markdown';
import { UserName } from '../../../components/user-name';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { useSubmissionLinks } from '../submission-links';

type Detail = CallResponse<typeof getSubmissionDetail>;

/** A quiz paper's graded answers (spec §2): each question right or wrong with the user's answer. */
export function QuizResult({
  submission,
  quiz,
}: {
  submission: Detail['submission'];
  quiz: NonNullable<Detail['quiz']>;
}) {
  const { t } = useTranslation();
  const links = useSubmissionLinks();
  const facts = [
    [t('submission.quiz.totalScore'), quiz.total],
    [t('submission.quiz.userScore'), quiz.score],
    [t('submission.columns.author'), <UserName name={submission.username} number={submission.number} />],
    [t('submission.columns.submitTime'), formatBeijingTime(submission.submitTime)],
  ] as const;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="quiz-result">
      <h1 className="text-lg font-semibold text-slate-800">
        <AppLink href={links.problem(submission)} className="hover:text-blue-600">
          {submission.displayPid} {submission.title}
        </AppLink>
      </h1>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="mt-0.5 font-medium text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <ol className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {quiz.questions.map((question) => (
          <li
            key={question.seq}
            className="flex items-center gap-3 px-3 py-2 text-sm"
            data-testid="quiz-question"
          >
            <span className={question.correct ? 'text-emerald-600' : 'text-red-500'} aria-hidden>
              {question.correct ? '✓' : '✗'}
            </span>
            <span className="w-20 shrink-0 text-slate-600">
              {t('submission.quiz.question', { seq: question.seq })}
            </span>
            <span className="flex-1 truncate">
              {t('submission.quiz.yourAnswer')}: <InlineMarkdown source={question.answer || '-'} />
            </span>
            <span className={question.correct ? 'text-emerald-600' : 'text-red-500'}>
              {t(question.correct ? 'submission.quiz.right' : 'submission.quiz.wrong')} · {question.score}/
              {question.fullScore}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
