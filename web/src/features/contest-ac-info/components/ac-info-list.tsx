import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestAcInfoRules, type ContestRecord } from '@oj/shared/api/contest-ac-info';
import { PagedList } from '../../../components/admin-list/paged-list';
import type { DataColumn } from '../../../components/ui/data-table';
import { userColumns } from '../../../components/admin-list/user-columns';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { useCheckContestAcInfo } from '../api/check-contest-ac-info';
import { contestAcInfoQueryOptions } from '../api/get-contest-ac-info';
import { elapsedText } from '../elapsed-time';
import { BalloonMark } from './balloon-mark';

function FirstBloodTag({ className = '', testId }: { className?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded bg-red-600 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-white ${className}`}
      data-testid={testId}
    >
      {t('contest-ac-info.list.firstBloodTag')}
    </span>
  );
}

interface AcInfoListProps {
  cid: number;
  /** Each problem's balloon colour by its display id in the contest (null: none chosen). */
  balloonColors: Readonly<Record<string, string | null>>;
}

/**
 * The AC helper (spec §2, §4): one balloon per contestant and problem solved, newest first, 20 a
 * page, read again every 10 s. First bloods stand out; a tick records the balloon as delivered.
 */
export function AcInfoList({ cid, balloonColors }: AcInfoListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery(contestAcInfoQueryOptions(cid, page));
  const check = useCheckContestAcInfo();

  const columns: DataColumn<ContestRecord>[] = [
    {
      key: 'problem',
      header: t('contest-ac-info.list.problem'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <BalloonMark displayId={row.displayId} color={balloonColors[row.displayId] ?? null} />
          {/* On a phone the first blood rides with the problem: its own column folds away. */}
          {row.firstBlood ? <FirstBloodTag className="sm:hidden" /> : null}
        </span>
      ),
    },
    {
      key: 'firstBlood',
      header: t('contest-ac-info.list.firstBlood'),
      cell: (row) =>
        row.firstBlood ? <FirstBloodTag testId="first-blood" /> : <span className="text-slate-300">—</span>,
      hideBelow: 'sm',
    },
    ...userColumns<ContestRecord>({
      userHeader: t('contest-ac-info.list.user'),
      realnameHeader: t('contest-ac-info.list.realname'),
      realnameTestId: 'ac-realname',
      truncate: true,
    }),
    {
      key: 'time',
      header: t('contest-ac-info.list.time'),
      cell: (row) => (
        <span className="block" title={formatBeijingTime(row.submitTime)}>
          <span className="font-mono text-slate-800">{elapsedText(row.time)}</span>
          <span className="hidden text-xs text-slate-500 md:block">{formatBeijingTime(row.submitTime)}</span>
        </span>
      ),
    },
    {
      key: 'checked',
      header: t('contest-ac-info.list.checked'),
      cell: (row) => (
        <label className="inline-flex cursor-pointer items-center gap-1.5 whitespace-nowrap">
          <input
            type="checkbox"
            checked={row.checked}
            disabled={check.isPending}
            onChange={(event) => check.mutate({ id: row.id, cid, checked: event.target.checked })}
            aria-label={t('contest-ac-info.list.checked')}
            data-testid={`ac-checked-${row.id}`}
          />
          <span className={`hidden sm:inline ${row.checked ? 'text-green-700' : 'text-slate-500'}`}>
            {row.checked ? t('contest-ac-info.list.delivered') : t('contest-ac-info.list.notDelivered')}
          </span>
        </label>
      ),
    },
  ];

  return (
    <PagedList
      heading={t('contest-ac-info.list.heading')}
      hint={t('contest-ac-info.list.hint')}
      testId="ac-info-list"
      query={list}
      paging={{
        currentPage: page,
        onPage: setPage,
        pageSize: contestAcInfoRules.pageSize,
        totalText: (count) => t('contest-ac-info.list.total', { count }),
      }}
      columns={columns}
      rowKey={(row) => row.id}
      rowClassName="data-[checked=true]:bg-slate-50/70"
      rowAttributes={(row) => ({
        'data-testid': 'ac-row',
        'data-ac-id': row.id,
        'data-checked': String(row.checked),
        'data-first-blood': String(row.firstBlood),
      })}
      empty={
        <p className="px-4 py-8 text-center text-sm text-slate-400">{t('contest-ac-info.list.empty')}</p>
      }
    />
  );
}
