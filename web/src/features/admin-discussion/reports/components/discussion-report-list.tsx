import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminDiscussionRules, type DiscussionReport } from '@oj/shared/api/admin-discussion';
import { PagedList } from '../../../../components/admin-list/paged-list';
import { pendingRow, writeThenSay } from '../../../../components/admin-list/row-write';
import { switchColumn } from '../../../../components/admin-list/switch-column';
import type { DataColumn } from '../../../../components/ui/data-table';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { DiscussionLink } from '../../components/discussion-link';
import { discussionReportsQueryOptions, useMarkReportHandled } from '../../api/discussion-reports';
import { readReportContent } from '../report-content';

/** A report's tags in the admin's language (others as written) and its reason. */
function ReportContent({ content }: { content: string }) {
  const { t } = useTranslation();
  const read = readReportContent(content);
  const tags = [...read.tags.map((tag) => t(`admin-discussion.reports.tags.${tag}`)), ...read.otherTags];
  return (
    <div className="flex min-w-48 flex-col gap-1" data-testid="admin-report-content">
      {tags.length > 0 ? (
        <div className="flex flex-wrap gap-1">
          {tags.map((tag) => (
            <span
              key={tag}
              className="rounded border border-amber-200 bg-amber-50 px-1.5 py-0.5 text-xs text-amber-800"
            >
              {tag}
            </span>
          ))}
        </div>
      ) : null}
      <span
        className={`break-words whitespace-pre-wrap ${read.reason ? 'text-slate-700' : 'text-slate-400'}`}
      >
        {read.reason || t('admin-discussion.reports.noReason')}
      </span>
    </div>
  );
}

/**
 * /admin/discussion-report: the reports, unhandled first (the server's order), each with the reported
 * discussion (a link opening it in a new tab, or its id when it has been deleted since), its author,
 * the reporter, the tags and reason, the time and the handled switch, saved at once. Below 768 px the
 * author, reporter and time ride under the discussion.
 */
export function DiscussionReportList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reports = useQuery(discussionReportsQueryOptions(page));
  const mark = useMarkReportHandled();
  const busyId = pendingRow(mark, (body) => body.id);
  const columns: DataColumn<DiscussionReport>[] = [
    {
      key: 'discussion',
      header: t('admin-discussion.reports.columns.discussion'),
      className: 'pl-4 pr-3',
      cell: (row) => (
        <div className="flex min-w-36 flex-col gap-1">
          {row.discussionTitle !== null ? (
            <DiscussionLink did={row.did} testId="admin-report-discussion">
              {row.discussionTitle}
            </DiscussionLink>
          ) : (
            <span className="text-slate-400">
              {t('admin-discussion.reports.deletedDiscussion', { did: row.did })}
            </span>
          )}
          <span className="text-xs break-words text-slate-500 md:hidden">
            {row.discussionAuthor ?? '—'} · {row.reporter} · {formatBeijingTime(row.gmtCreate, 'minute')}
          </span>
        </div>
      ),
    },
    {
      key: 'author',
      header: t('admin-discussion.reports.columns.author'),
      className: 'px-3 text-slate-700',
      hideBelow: 'md',
      cell: (row) => row.discussionAuthor ?? '—',
    },
    {
      key: 'reporter',
      header: t('admin-discussion.reports.columns.reporter'),
      className: 'px-3 text-slate-700',
      hideBelow: 'md',
      cell: (row) => <span data-testid="admin-report-reporter">{row.reporter}</span>,
    },
    {
      key: 'content',
      header: t('admin-discussion.reports.columns.content'),
      className: 'px-3',
      cell: (row) => <ReportContent content={row.content} />,
    },
    {
      key: 'time',
      header: t('admin-discussion.reports.columns.time'),
      className: 'px-3 whitespace-nowrap text-slate-500 tabular-nums',
      hideBelow: 'lg',
      cell: (row) => formatBeijingTime(row.gmtCreate, 'minute'),
    },
    switchColumn({
      key: 'handled',
      header: t('admin-discussion.reports.columns.handled'),
      className: 'px-3 pr-4',
      checked: (row) => row.status,
      label: t('admin-discussion.reports.handled'),
      busy: (row) => busyId === row.id,
      onChange: (row, handled) =>
        writeThenSay(
          mark,
          { id: row.id, status: handled },
          t(handled ? 'admin-discussion.reports.handledOn' : 'admin-discussion.reports.handledOff'),
        ),
      testId: 'admin-report-handled',
    }),
  ];
  return (
    <PagedList
      heading={t('admin-discussion.reports.heading')}
      hint={t('admin-discussion.reports.hint')}
      testId="admin-discussion-reports"
      query={reports}
      paging={{
        currentPage: page,
        onPage: setPage,
        pageSize: adminDiscussionRules.reportPageSize,
        totalText: (count) => t('admin-discussion.reports.total', { count }),
      }}
      columns={columns}
      rowKey={(row) => row.id}
      look="banded"
      rowAttributes={(row) => ({
        'data-testid': 'admin-report-row',
        'data-report-id': row.id,
        'data-did': row.did,
        'data-handled': String(row.status),
      })}
      empty={t('admin-discussion.reports.empty')}
      sayRefusal
    />
  );
}
