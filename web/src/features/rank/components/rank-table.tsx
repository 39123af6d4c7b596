import { useTranslation } from 'react-i18next';
import { rankTypes, type RankRow, type RankType } from '@oj/shared/api/rank';
import { AppLink } from '../../../components/app-link';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatAcRate } from '../../../lib/format';
import { RankTierBadge } from './rank-tier-badge';

const medalClasses = ['bg-amber-400 text-white', 'bg-slate-400 text-white', 'bg-orange-400 text-white'];

const userHomeHref = (row: RankRow) =>
  `/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`;
const acceptedHref = (row: RankRow) => `/status?username=${encodeURIComponent(row.username)}&status=0`;

/** The ranking's table: place, user with title and tier, and the list's figures. */
export function RankTable({
  rows,
  type,
  empty,
}: {
  rows: readonly RankRow[];
  type: RankType;
  empty: string;
}) {
  const { t } = useTranslation();
  const columns: DataColumn<RankRow>[] = [
    {
      key: 'rank',
      header: t('rank.columns.rank'),
      className: 'w-14 text-center',
      cell: (row) => (
        <span
          className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs tabular-nums ${medalClasses[row.rank - 1] ?? 'text-slate-500'}`}
        >
          {row.rank}
        </span>
      ),
    },
    {
      key: 'user',
      header: t('rank.columns.user'),
      cellClassName: 'max-w-56',
      cell: (row) => (
        <div className="flex min-w-0 items-center gap-2">
          <AppLink
            href={userHomeHref(row)}
            className="truncate font-medium text-blue-600 hover:underline"
            data-testid="rank-user"
          >
            {row.username}
          </AppLink>
          {row.titleName ? (
            <span
              className="shrink-0 rounded px-1.5 text-xs text-white"
              style={{ backgroundColor: row.titleColor || '#64748b' }}
            >
              {row.titleName}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'tier',
      header: t('rank.columns.tier'),
      cell: (row) => <RankTierBadge score={row.score} ac={row.ac} />,
    },
    {
      key: 'nickname',
      header: t('rank.columns.nickname'),
      hideBelow: 'md',
      cellClassName: 'max-w-40 truncate text-slate-600',
      cell: (row) => row.nickname,
    },
    ...(type === rankTypes.oi
      ? [
          {
            key: 'rankScore',
            header: t('rank.columns.rankScore'),
            className: 'text-right tabular-nums',
            cell: (row: RankRow) => <span className="font-semibold text-slate-800">{row.rankScore}</span>,
          },
        ]
      : []),
    {
      key: 'ac',
      header: t('rank.columns.ac'),
      className: 'text-right tabular-nums',
      // On a phone the OI list shows its points instead, so the row fits without scrolling.
      hideBelow: type === rankTypes.oi ? 'sm' : undefined,
      cell: (row) => (
        <AppLink
          href={acceptedHref(row)}
          className="text-emerald-600 hover:underline"
          title={t('rank.acTitle', { username: row.username })}
          data-testid="rank-ac"
        >
          {row.ac}
        </AppLink>
      ),
    },
    {
      key: 'total',
      header: t('rank.columns.total'),
      className: 'text-right tabular-nums',
      hideBelow: 'sm',
      cell: (row) => row.total,
    },
    {
      key: 'rate',
      header: t('rank.columns.rate'),
      className: 'text-right tabular-nums',
      hideBelow: 'sm',
      cell: (row) => formatAcRate(row.ac, row.total),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.uid}
      className="w-full text-sm"
      testId="rank-table"
      rowAttributes={(row) => ({ 'data-username': row.username })}
      empty={<p className="px-4 py-10 text-center text-sm text-slate-400">{empty}</p>}
    />
  );
}
