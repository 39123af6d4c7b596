import { useTranslation } from 'react-i18next';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { AppLink } from '../../../components/app-link';
import { formatLength, formatMemory, formatTime } from '../../../lib/format';
import { formatBeijingTime } from '../beijing-time';
import type { SubmissionViewer } from '../viewer';
import { StatusTag } from './status-tag';
import { SubmissionRowActions } from './submission-row-actions';

interface SubmissionTableProps {
  rows: readonly SubmissionRow[];
  viewer: SubmissionViewer;
  onRow: (row: SubmissionRow) => void;
}

const columns = [
  'runId',
  'problem',
  'status',
  'score',
  'time',
  'memory',
  'length',
  'language',
  'judger',
  'author',
  'submitTime',
] as const;

const cell = 'px-3 py-2.5 whitespace-nowrap';

/** The submission list's table (spec §2); it scrolls sideways on narrow screens. */
export function SubmissionTable({ rows, viewer, onRow }: SubmissionTableProps) {
  const { t } = useTranslation();
  const showActions = viewer.superAdmin || rows.some((row) => row.status === 10);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[1000px] text-sm" data-testid="submission-table">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            {columns.map((column) => (
              <th key={column} className={`${cell} font-medium`}>
                {t(`submissions.columns.${column}`)}
              </th>
            ))}
            {showActions ? (
              <th className={`${cell} font-medium`}>{t('submissions.columns.actions')}</th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.submitId}
              className="border-b border-slate-100 last:border-0 hover:bg-slate-50"
              data-testid="submission-row"
              data-submit-id={row.submitId}
            >
              <td className={cell}>
                <AppLink
                  href={`/submission-detail/${row.submitId}`}
                  className="font-mono text-blue-600 hover:underline"
                >
                  {row.submitId}
                </AppLink>
              </td>
              <td className={`${cell} max-w-56 truncate`}>
                <AppLink
                  href={`/problem/${row.displayPid}`}
                  className="text-slate-700 hover:text-blue-600"
                  title={row.title}
                >
                  <span className="font-mono text-blue-600">{row.displayPid}</span> {row.title}
                </AppLink>
              </td>
              <td className={cell}>
                <span className="inline-flex items-center gap-1">
                  <StatusTag status={row.status} />
                  {row.isManual ? (
                    <span
                      className="rounded bg-slate-100 px-1 text-[11px] text-slate-500"
                      title={t('submissions.manual.indicator')}
                      data-testid="manual-indicator"
                    >
                      {t('submissions.manual.short')}
                    </span>
                  ) : null}
                </span>
              </td>
              <td className={cell}>{row.oiRankScore !== null && row.score !== null ? row.score : '-'}</td>
              <td className={cell}>{row.time === null ? '-' : formatTime(row.time)}</td>
              <td className={cell}>{row.memory === null ? '-' : formatMemory(row.memory)}</td>
              <td className={cell}>{formatLength(row.length)}</td>
              <td className={cell}>{row.language}</td>
              <td className={`${cell} text-slate-500`}>{row.judger ?? '-'}</td>
              <td className={cell}>
                <AppLink
                  href={`/user-home?username=${encodeURIComponent(row.username)}`}
                  className="hover:text-blue-600"
                >
                  {row.username}
                </AppLink>
              </td>
              <td className={`${cell} text-slate-500`}>{formatBeijingTime(row.submitTime)}</td>
              {showActions ? (
                <td className={cell}>
                  <SubmissionRowActions row={row} viewer={viewer} onRow={onRow} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
