import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrainingRankRow } from '@oj/shared/api/training-rank';
import { trainingRules } from '@oj/shared/domain/training';
import { PagedList } from '../../../components/admin-list/paged-list';
import { KeywordSearch } from '../../../components/admin-list/keyword-search';
import { pageOfPlace, useListPlace } from '../../../components/admin-list/list-place';
import { AppLink } from '../../../components/app-link';
import type { DataColumn } from '../../../components/ui/data-table';
import { trainingRankQueryOptions } from '../api/get-training-rank';
import { rankCellLook, type RankCellLook } from '../rank-cell';

/** A column per problem of the training: the rank keys its cells by `displayId`. */
export interface RankProblem {
  displayId: string;
  title: string;
}

const cellLooks: Record<RankCellLook, string> = {
  accepted: 'bg-emerald-50 text-emerald-700',
  partial: 'bg-amber-50 text-amber-700',
  rejected: 'bg-red-50 text-red-600',
  none: '',
};

/**
 * A private training's rank tab (spec part 2 §2 "TrainingRank"): 30 a page by problems solved, then
 * total run time; a cell per problem with the fastest accepted run, or the score, or a cross. A
 * username opens the user's home; the keyword finds a user.
 */
export function TrainingRankTable({ tid, problems }: { tid: number; problems: readonly RankProblem[] }) {
  const { t } = useTranslation();
  const [place, setPlace] = useListPlace();
  const rank = useQuery(trainingRankQueryOptions(tid, place.currentPage, place.keyword));
  const columns: DataColumn<TrainingRankRow>[] = [
    {
      key: 'rank',
      header: t('training-rank.columns.rank'),
      className: 'w-14 pl-4 text-center tabular-nums',
      cell: (row) => <span data-testid="training-rank-place">{row.rank}</span>,
    },
    {
      key: 'user',
      header: t('training-rank.columns.user'),
      className: 'min-w-32 px-3',
      cell: (row) => (
        <div className="flex flex-col">
          <AppLink
            href={`/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`}
            className="font-medium text-blue-600 hover:underline"
            data-testid="training-rank-user"
          >
            {row.username}
          </AppLink>
          {row.nickname ? <span className="text-xs text-slate-500">{row.nickname}</span> : null}
        </div>
      ),
    },
    {
      key: 'ac',
      header: t('training-rank.columns.ac'),
      className: 'px-3 text-center tabular-nums',
      cell: (row) => <span data-testid="training-rank-ac">{row.ac}</span>,
    },
    {
      key: 'totalRunTime',
      header: t('training-rank.columns.totalRunTime'),
      className: 'px-3 text-center tabular-nums whitespace-nowrap',
      cell: (row) => t('training-rank.runTime', { ms: row.totalRunTime }),
    },
    ...problems.map((problem): DataColumn<TrainingRankRow> => ({
      key: `problem-${problem.displayId}`,
      header: <span title={problem.title}>{problem.displayId}</span>,
      className: 'px-1 text-center text-xs tabular-nums',
      cell: (row) => {
        const cell = row.submissionInfo[problem.displayId];
        const look = rankCellLook(cell);
        if (!cell) return null;
        const text =
          look === 'accepted'
            ? t('training-rank.cell.accepted', { ms: cell.runTime ?? 0 })
            : look === 'partial'
              ? t('training-rank.cell.partial', { score: cell.score })
              : t('training-rank.cell.rejected');
        return (
          <span
            className={`block rounded px-1.5 py-1 whitespace-nowrap ${cellLooks[look]}`}
            title={text}
            aria-label={text}
            data-testid="training-rank-cell"
            data-look={look}
          >
            {look === 'accepted' ? `${cell.runTime ?? 0}ms` : look === 'partial' ? cell.score : '✗'}
          </span>
        );
      },
    })),
  ];
  return (
    <PagedList
      heading={t('training-rank.heading')}
      hint={t('training-rank.hint')}
      testId="training-rank"
      actions={
        <KeywordSearch
          place={place}
          onPlace={setPlace}
          placeholder={t('training-rank.searchPlaceholder')}
          className="w-full sm:w-72"
          inputTestId="training-rank-keyword"
        />
      }
      query={rank}
      paging={{
        ...pageOfPlace(place, setPlace),
        pageSize: trainingRules.rankPageSize,
        totalText: (count) => t('training-rank.total', { count }),
      }}
      columns={columns}
      rowKey={(row) => row.uid}
      look="banded"
      rowAttributes={(row) => ({ 'data-testid': 'training-rank-row', 'data-username': row.username })}
      empty={t('training-rank.empty')}
    />
  );
}
