import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestPrintRules, contestPrintStatus, type ContestPrint } from '@oj/shared/api/contest-print';
import { PagedList } from '../../../components/admin-list/paged-list';
import { RowActions } from '../../../components/admin-list/row-actions';
import type { DataColumn } from '../../../components/ui/data-table';
import { userColumns } from '../../../components/admin-list/user-columns';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { useCheckContestPrintStatus } from '../api/check-contest-print-status';
import { downloadPrintText } from '../api/download-contest-print-text';
import { contestPrintQueryOptions } from '../api/get-contest-print';

function PrintStatusTag({ status }: { status: ContestPrint['status'] }) {
  const { t } = useTranslation();
  const printed = status === contestPrintStatus.printed;
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs whitespace-nowrap ${printed ? 'bg-green-50 text-green-700' : 'bg-amber-50 text-amber-700'}`}
    >
      {printed ? t('contest-print.admin.printed') : t('contest-print.admin.waiting')}
    </span>
  );
}

/**
 * The contest's print queue for its admins (spec §2 "admin print", §4): newest first, 15 a page, read
 * again every 10 s; each text downloads to be printed, then is marked printed.
 */
export function AdminPrintList({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery(contestPrintQueryOptions(cid, page));
  const check = useCheckContestPrintStatus();
  const [downloading, setDownloading] = useState<number | null>(null);

  async function download(row: ContestPrint): Promise<void> {
    setDownloading(row.id);
    try {
      await downloadPrintText(row.id, row.username);
    } finally {
      setDownloading(null);
    }
  }

  const columns: DataColumn<ContestPrint>[] = [
    { key: 'id', header: '#', cell: (row) => row.id, hideBelow: 'sm', className: 'w-14 text-slate-400' },
    ...userColumns<ContestPrint>({
      userHeader: t('contest-print.admin.user'),
      realnameHeader: t('contest-print.admin.realname'),
      realnameTestId: 'print-realname',
    }),
    {
      key: 'time',
      header: t('contest-print.admin.time'),
      cell: (row) => formatBeijingTime(row.gmtCreate),
      hideBelow: 'md',
    },
    {
      key: 'status',
      header: t('contest-print.admin.status'),
      cell: (row) => <PrintStatusTag status={row.status} />,
      cellTestId: 'print-status',
    },
    {
      key: 'actions',
      header: t('contest-print.admin.actions'),
      cell: (row) => (
        <RowActions
          actions={[
            {
              text: t('contest-print.admin.download'),
              onClick: () => void download(row),
              disabled: downloading === row.id,
              testId: `print-download-${row.id}`,
            },
            row.status === contestPrintStatus.waiting && {
              text: t('contest-print.admin.markPrinted'),
              onClick: () => check.mutate({ id: row.id, cid }),
              disabled: check.isPending,
              testId: `print-check-${row.id}`,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <PagedList
      heading={t('contest-print.admin.heading')}
      hint={t('contest-print.admin.hint')}
      testId="admin-print-list"
      query={list}
      paging={{
        currentPage: page,
        onPage: setPage,
        pageSize: contestPrintRules.pageSize,
        totalText: (count) => t('contest-print.admin.total', { count }),
      }}
      columns={columns}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-testid': 'print-row', 'data-print-id': row.id })}
      empty={<p className="px-4 py-8 text-center text-sm text-slate-400">{t('contest-print.admin.empty')}</p>}
    />
  );
}
