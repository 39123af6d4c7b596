import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { AppLink } from '../../../../components/app-link';
import { DataTable, type DataColumn } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/card';
import { formatMemory, formatTime } from '../../../../lib/format';
import { mySubmissionsPageSize, mySubmissionsQueryOptions } from '../api/get-my-submissions';
import { myContestSubmissionsQueryOptions } from '../api/get-my-contest-submissions';
import { useScope } from '../../../../lib/scope/scope-provider';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { StatusTag } from '../../../../components/judge-status-tag';

type Column = Omit<DataColumn<SubmissionRow>, 'header'>;

/** A run id linking to its submission page: the contest's own inside a contest. */
function RunIdLink({ submitId }: { submitId: number }) {
  const scope = useScope();
  const href = scope.kind === 'contest' ? scope.submissionHref(submitId) : `/submission-detail/${submitId}`;
  return (
    <AppLink href={href} className="text-blue-600 hover:underline">
      {submitId}
    </AppLink>
  );
}

const columns: readonly Column[] = [
  { key: 'runId', cell: (row) => <RunIdLink submitId={row.submitId} /> },
  { key: 'status', cell: (row) => <StatusTag status={row.status} /> },
  {
    key: 'time',
    cell: (row) => (row.time === null ? '-' : formatTime(row.time)),
    cellClassName: 'text-slate-600',
  },
  {
    key: 'memory',
    cell: (row) => (row.memory === null ? '-' : formatMemory(row.memory)),
    cellClassName: 'text-slate-600',
  },
  { key: 'language', cell: (row) => row.language, cellClassName: 'text-slate-600' },
  {
    key: 'submitTime',
    cell: (row) => formatBeijingTime(row.submitTime),
    cellClassName: 'whitespace-nowrap text-slate-500',
  },
];

/** The My Submission tab: the user's own submissions of this problem (in its contest), 10 a page. */
export function MySubmissions({ problemId }: { problemId: string }) {
  const { t } = useTranslation();
  const scope = useScope();
  const contest = scope.kind === 'contest' ? scope : null;
  const [page, setPage] = useState(1);
  const publicList = useQuery({ ...mySubmissionsQueryOptions(problemId, page), enabled: !contest });
  const contestList = useQuery({
    ...myContestSubmissionsQueryOptions(
      {
        cid: contest?.cid ?? 0,
        displayId: contest?.displayId ?? '',
        beforeStart: contest?.beforeStart ?? false,
      },
      page,
    ),
    enabled: contest !== null,
  });
  const answer = (contest ? contestList : publicList).data;
  const rows = answer?.records ?? [];
  const pages = Math.max(1, Math.ceil((answer?.total ?? 0) / mySubmissionsPageSize));
  if (answer && rows.length === 0) return <EmptyState text={t('problem.page.mine.empty')} />;
  return (
    <div data-testid="my-submissions">
      <div className="overflow-x-auto">
        <DataTable
          look="compact"
          columns={columns.map((column) => ({ ...column, header: t(`problem.page.mine.${column.key}`) }))}
          rows={rows}
          rowKey={(row) => row.submitId}
        />
      </div>
      {pages > 1 ? (
        <div className="mt-3 flex items-center justify-end gap-3 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="text-blue-600 disabled:text-slate-300"
          >
            {t('problem.page.mine.previous')}
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
            {t('problem.page.mine.next')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
