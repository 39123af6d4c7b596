import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../../../components/markdown-view';
import { useContestShell } from '../shell/contest-shell-context';
import { descriptionText } from './description-text';

/**
 * The overview tab (spec part 2, §2 "ContestDetails"): the description as markdown with formulas, and
 * in exam mode what the exam is (the paper in its own window, the submit limit).
 */
export function ContestOverview() {
  const { t } = useTranslation();
  const { cid, contest, phase, standing } = useContestShell();
  const { exam } = standing;
  const text = descriptionText(contest.description, exam.examMode).trim();
  const paperOpen = phase !== 'scheduled' || standing.contestAdmin;
  return (
    <div className="flex flex-col gap-4">
      {exam.examMode ? (
        <section
          className="rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-900"
          data-testid="contest-exam-info"
        >
          <h2 className="mb-2 text-base font-semibold">{t('contest.overview.exam.title')}</h2>
          <p>{t('contest.overview.exam.paperHint')}</p>
          <p className="mt-1">{t('contest.overview.exam.submitLimit', { count: exam.submitLimit })}</p>
          <div className="mt-3">
            {paperOpen ? (
              <a
                href={`/contest/${cid}/paper`}
                target="_blank"
                rel="noopener"
                className="inline-block rounded-md bg-indigo-600 px-4 py-2 text-white hover:bg-indigo-700"
                data-testid="contest-open-paper"
              >
                {t('contest.overview.exam.openPaper')}
              </a>
            ) : (
              <span className="text-indigo-700">{t('contest.overview.exam.paperClosed')}</span>
            )}
          </div>
        </section>
      ) : null}
      <section
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        data-testid="contest-description"
      >
        <h2 className="mb-3 text-base font-semibold text-slate-800">{t('contest.overview.description')}</h2>
        {text ? (
          <MarkdownView source={text} />
        ) : (
          <p className="text-sm text-slate-400">{t('contest.overview.noDescription')}</p>
        )}
      </section>
    </div>
  );
}
