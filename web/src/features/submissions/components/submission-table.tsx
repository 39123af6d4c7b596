import { useTranslation } from 'react-i18next';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { formatLength } from '../../../lib/format';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { hasRowActions } from '../list/judge-actions';
import { shownMemory, shownScore, shownTime } from '../list/row-facts';
import type { SubmissionViewer } from '../viewer';
import { AuthorLink, ProblemLink, RunIdLink, StatusWithMark } from './submission-row-parts';
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

/** The submission list's table (spec §2), from 768 px up; phones get `SubmissionCards` instead. */
export function SubmissionTable({ rows, viewer, onRow }: SubmissionTableProps) {
  const { t } = useTranslation();
  const showActions = rows.some((row) => hasRowActions(row, viewer));
  return (
    <div className="hidden overflow-x-auto md:block">
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
                <RunIdLink row={row} />
              </td>
              <td className={`${cell} max-w-56 truncate`}>
                <ProblemLink row={row} />
              </td>
              <td className={cell}>
                <StatusWithMark row={row} />
              </td>
              <td className={cell}>{shownScore(row)}</td>
              <td className={cell}>{shownTime(row)}</td>
              <td className={cell}>{shownMemory(row)}</td>
              <td className={cell}>{formatLength(row.length)}</td>
              <td className={cell}>{row.language}</td>
              <td className={`${cell} text-slate-500`}>{row.judger ?? '-'}</td>
              <td className={cell}>
                <AuthorLink row={row} />
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
