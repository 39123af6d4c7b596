import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ContestProblemRow } from '@oj/shared/api/contest-problem';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/ui/card';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ListCard } from '../../../components/ui/list-card';
import { ProblemMarkIcon } from '../../../components/problem-mark-icon';
import { contestProblemListQueryOptions } from '../api/get-contest-problem';
import { contestProblemStatusQueryOptions } from '../api/get-user-problem-status';
import { problemMark } from './problem-mark';

interface ContestProblemListProps {
  cid: number;
  /** The viewer's uid: their marks show when logged in. */
  uid: string | null;
  /** Where a problem opens inside the contest. */
  problemHref: (displayId: string) => string;
  /** The counts take in after-contest submissions (the contest admin's switch). */
  containsEnd?: boolean;
}

/**
 * The contest's problems tab (spec part 2 §2 "Contest problem list"): display id, title, balloon
 * colour, the viewer's status and the AC / total counts, a question mark while the viewer does not
 * see results as they come. A row opens the problem.
 */
export function ContestProblemList({ cid, uid, problemHref, containsEnd = false }: ContestProblemListProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const list = useQuery(contestProblemListQueryOptions(cid, containsEnd));
  const rows = list.data ?? [];
  const statuses = useQuery(
    contestProblemStatusQueryOptions(
      cid,
      rows.map((row) => row.pid),
      uid,
    ),
  ).data;

  const columns: DataColumn<ContestProblemRow>[] = [
    {
      key: 'mark',
      header: <span className="sr-only">{t('contest-problem.list.columns.mark')}</span>,
      className: 'w-10 pl-4 text-center',
      cell: (row) => (
        <ProblemMarkIcon
          mark={problemMark(statuses?.[String(row.pid)]?.status)}
          nameOf={(mark) => t(`contest-problem.list.marks.${mark}`)}
          testId="problem-mark"
        />
      ),
    },
    {
      key: 'displayId',
      header: t('contest-problem.list.columns.displayId'),
      className: 'w-16 px-3',
      cell: (row) => (
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
          <AppLink
            href={problemHref(row.displayId)}
            className="font-mono font-semibold text-blue-600 hover:underline"
            onClick={(event) => event.stopPropagation()}
          >
            {row.displayId}
          </AppLink>
          {/* The balloon column folds away on phones: its colour rides beside the id there. */}
          {row.color ? (
            <span
              className="inline-block h-2.5 w-2.5 rounded-full border border-black/10 sm:hidden"
              style={{ backgroundColor: row.color }}
            />
          ) : null}
        </span>
      ),
    },
    {
      key: 'title',
      header: t('contest-problem.list.columns.title'),
      className: 'pr-3',
      cellClassName: 'text-slate-700',
      cell: (row) => row.displayTitle,
    },
    {
      key: 'balloon',
      header: t('contest-problem.list.columns.balloon'),
      className: 'w-20 pr-3',
      hideBelow: 'sm',
      cell: (row) =>
        row.color ? (
          <span
            className="inline-block h-4 w-4 rounded-full border border-black/10 align-middle"
            style={{ backgroundColor: row.color }}
            title={row.color}
            data-testid="balloon"
          />
        ) : null,
    },
    {
      key: 'acTotal',
      header: t('contest-problem.list.columns.acTotal'),
      className: 'w-28 pr-4 text-right',
      cellTestId: 'ac-total',
      cell: (row) =>
        row.ac === null || row.total === null ? (
          <span className="text-slate-400" title={t('contest-problem.list.hiddenCounts')}>
            ?
          </span>
        ) : (
          <span className="whitespace-nowrap text-slate-600">
            {row.ac} / {row.total}
          </span>
        ),
    },
  ];

  return (
    <ListCard
      heading={t('contest-problem.list.heading')}
      hint={t('contest-problem.list.hint')}
      testId="contest-problems"
    >
      <DataTable
        look="banded"
        columns={uid ? columns : columns.filter((column) => column.key !== 'mark')}
        rows={rows}
        rowKey={(row) => row.id}
        loading={list.isPending}
        empty={<EmptyState text={t('contest-problem.list.empty')} />}
        rowClassName="cursor-pointer hover:bg-blue-50/50"
        rowAttributes={(row) => ({
          'data-testid': 'contest-problem-row',
          'data-display-id': row.displayId,
          onClick: () => router.history.push(problemHref(row.displayId)),
        })}
      />
    </ListCard>
  );
}
