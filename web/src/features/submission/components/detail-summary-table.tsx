import { useTranslation } from 'react-i18next';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { AppLink } from '../../../components/app-link';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatLength, formatMemory, formatTime } from '../../../lib/format';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { StatusTag } from '../../../components/judge-status-tag';
import { useSubmissionLinks } from '../submission-links';

function ProblemIdLink({ row }: { row: SubmissionRow }) {
  const links = useSubmissionLinks();
  return (
    <AppLink href={links.problem(row)} className="font-mono text-blue-600 hover:underline">
      {row.displayPid}
    </AppLink>
  );
}

type Column = Omit<DataColumn<SubmissionRow>, 'header'>;

const columns: readonly Column[] = [
  { key: 'runId', cell: (row) => <span className="font-mono">{row.submitId}</span> },
  { key: 'submitTime', cell: (row) => formatBeijingTime(row.submitTime) },
  { key: 'problem', cell: (row) => <ProblemIdLink row={row} /> },
  { key: 'status', cell: (row) => <StatusTag status={row.status} /> },
  { key: 'time', cell: (row) => (row.time === null ? '-' : formatTime(row.time)) },
  { key: 'memory', cell: (row) => (row.memory === null ? '-' : formatMemory(row.memory)) },
  { key: 'score', cell: (row) => row.score ?? '-' },
  { key: 'length', cell: (row) => formatLength(row.length) },
];

/** The one-row table of a submission (spec §2); the score column only for OI problems. */
export function DetailSummaryTable({ submission }: { submission: SubmissionRow }) {
  const { t } = useTranslation();
  const isOi = submission.oiRankScore !== null;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <DataTable
        columns={columns
          .filter((column) => isOi || column.key !== 'score')
          .map((column) => ({ ...column, header: t(`submission.columns.${column.key}`) }))}
        rows={[submission]}
        rowKey={(row) => row.submitId}
        className="min-w-[640px]"
        testId="detail-summary"
      />
    </div>
  );
}
