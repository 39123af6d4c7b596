import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
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
  /** The list owner's own action for a row (`SubmissionListSource.rowAction`). */
  rowAction?: (row: SubmissionRow) => ReactNode;
}

type Column = Omit<DataColumn<SubmissionRow>, 'header'>;

const columns: readonly Column[] = [
  { key: 'runId', cell: (row) => <RunIdLink row={row} /> },
  { key: 'problem', cell: (row) => <ProblemLink row={row} />, cellClassName: 'max-w-56 truncate' },
  { key: 'status', cell: (row) => <StatusWithMark row={row} /> },
  { key: 'score', cell: shownScore },
  { key: 'time', cell: shownTime },
  { key: 'memory', cell: shownMemory },
  { key: 'length', cell: (row) => formatLength(row.length) },
  { key: 'language', cell: (row) => row.language },
  { key: 'judger', cell: (row) => row.judger ?? '-', cellClassName: 'text-slate-500' },
  { key: 'author', cell: (row) => <AuthorLink row={row} /> },
  { key: 'submitTime', cell: (row) => formatBeijingTime(row.submitTime), cellClassName: 'text-slate-500' },
];

/** The submission list's table (spec §2), from 768 px up; phones get `SubmissionCards` instead. */
export function SubmissionTable({ rows, viewer, onRow, rowAction }: SubmissionTableProps) {
  const { t } = useTranslation();
  const showActions = rows.some((row) => hasRowActions(row, viewer) || rowAction?.(row));
  const actions: Column = {
    key: 'actions',
    cell: (row) => <SubmissionRowActions row={row} viewer={viewer} onRow={onRow} extra={rowAction?.(row)} />,
  };
  return (
    <div className="hidden overflow-x-auto md:block">
      <DataTable
        columns={[...columns, ...(showActions ? [actions] : [])].map((column) => ({
          ...column,
          header: t(`submission.columns.${column.key}`),
        }))}
        rows={rows}
        rowKey={(row) => row.submitId}
        rowClassName="hover:bg-slate-50"
        rowAttributes={(row) => ({ 'data-testid': 'submission-row', 'data-submit-id': row.submitId })}
        className="min-w-[1000px]"
        testId="submission-table"
      />
    </div>
  );
}
