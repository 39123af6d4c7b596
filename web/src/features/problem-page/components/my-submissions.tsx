import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/ui/card';
import { formatMemory, formatTime } from '../../../lib/format';
import { mySubmissionsPageSize, mySubmissionsQueryOptions } from '../api/get-my-submissions';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { StatusTag } from '../../../components/judge-status-tag';

/** The My Submission tab: the user's own submissions of this problem, 10 a page. */
export function MySubmissions({ problemId }: { problemId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const answer = useQuery(mySubmissionsQueryOptions(problemId, page)).data;
  const rows = answer?.records ?? [];
  const pages = Math.max(1, Math.ceil((answer?.total ?? 0) / mySubmissionsPageSize));
  if (answer && rows.length === 0) return <EmptyState text={t('problem-page.mine.empty')} />;
  const head = 'px-2 py-2 text-left font-medium';
  return (
    <div data-testid="my-submissions">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 text-slate-500">
            <tr>
              <th className={head}>{t('problem-page.mine.runId')}</th>
              <th className={head}>{t('problem-page.mine.status')}</th>
              <th className={head}>{t('problem-page.mine.time')}</th>
              <th className={head}>{t('problem-page.mine.memory')}</th>
              <th className={head}>{t('problem-page.mine.language')}</th>
              <th className={head}>{t('problem-page.mine.submitTime')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.submitId} className="border-b border-slate-100">
                <td className="px-2 py-2">
                  <AppLink
                    href={`/submission-detail/${row.submitId}`}
                    className="text-blue-600 hover:underline"
                  >
                    {row.submitId}
                  </AppLink>
                </td>
                <td className="px-2 py-2">
                  <StatusTag status={row.status} />
                </td>
                <td className="px-2 py-2 text-slate-600">{row.time === null ? '-' : formatTime(row.time)}</td>
                <td className="px-2 py-2 text-slate-600">
                  {row.memory === null ? '-' : formatMemory(row.memory)}
                </td>
                <td className="px-2 py-2 text-slate-600">{row.language}</td>
                <td className="px-2 py-2 whitespace-nowrap text-slate-500">
                  {formatBeijingTime(row.submitTime)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <div className="mt-3 flex items-center justify-end gap-3 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="text-blue-600 disabled:text-slate-300"
          >
            {t('problem-page.mine.previous')}
          </button>
          <span className="text-slate-500">
            {page} / {pages}
          </span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            className="text-blue-600 disabled:text-slate-300"
          >
            {t('problem-page.mine.next')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
