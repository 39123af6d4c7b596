import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rankTypes, type RankType } from '@oj/shared/api/rank';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { rankListQueryOptions } from '../api/get-rank-list';
import { rankPageSizes, switchRankType, type RankFilters } from '../url-state';
import { RankTable } from './rank-table';
import { TopTenChart } from './top-ten-chart';

interface RankListProps {
  filters: RankFilters;
  onFilters: (next: RankFilters) => void;
}

const typeButton = 'px-4 py-1.5 text-sm font-medium transition first:rounded-l-md last:rounded-r-md';

/**
 * The user ranking (spec part 2, §2 "User ranking page"): the ACM/OI switch, the search, the top-10
 * chart toggle, the table and a pager with page sizes; every choice is kept in the URL by the route.
 */
export function RankList({ filters, onFilters }: RankListProps) {
  const { t } = useTranslation();
  const { data, isError, isPending } = useQuery(rankListQueryOptions(filters));
  let empty = filters.searchUser ? t('rank.noMatch') : t('rank.empty');
  if (isError && !data) empty = t('rank.loadFailed');
  const types: RankType[] = [rankTypes.acm, rankTypes.oi];
  return (
    <div className="space-y-4" data-testid="rank-list">
      <section className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        <header className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-4 py-3">
          <div className="min-w-0 flex-1 basis-60">
            <h1 className="text-base font-semibold text-slate-800">{t('rank.title')}</h1>
            <p className="text-xs text-slate-500">{t(`rank.hints.${filters.type}`)}</p>
          </div>
          <div className="inline-flex rounded-md border border-slate-300" role="group">
            {types.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={filters.type === type}
                className={`${typeButton} ${filters.type === type ? 'bg-blue-600 text-white' : 'text-slate-600 hover:bg-slate-50'}`}
                onClick={() => onFilters(switchRankType(filters, type))}
                data-testid={`rank-type-${type}`}
              >
                {t(`rank.types.${type}`)}
              </button>
            ))}
          </div>
          <SearchBox
            key={filters.searchUser}
            keyword={filters.searchUser}
            onSearch={(searchUser) => onFilters({ ...filters, searchUser, currentPage: 1 })}
            placeholder={t('rank.searchPlaceholder')}
            size="md"
            className="flex min-w-0 basis-64 grow sm:grow-0"
            inputTestId="rank-search"
          />
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-50"
            aria-pressed={filters.chart}
            onClick={() => onFilters({ ...filters, chart: !filters.chart })}
            data-testid="rank-chart-toggle"
          >
            {filters.chart ? t('rank.hideChart') : t('rank.showChart')}
          </button>
        </header>
        {filters.chart ? (
          <div className="border-b border-slate-100 p-3">
            <TopTenChart type={filters.type} />
          </div>
        ) : null}
        <div className="overflow-x-auto">
          {isPending && !data ? (
            <div className="h-40" aria-busy />
          ) : (
            <RankTable rows={data?.records ?? []} type={filters.type} empty={empty} />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-3 py-2">
          <div className="min-w-0 flex-1">
            <Pager
              total={data?.total ?? 0}
              totalText={t('rank.total', { count: data?.total ?? 0 })}
              currentPage={filters.currentPage}
              limit={filters.limit}
              pageSizes={rankPageSizes}
              onPage={(currentPage) => onFilters({ ...filters, currentPage })}
              onLimit={(limit) => onFilters({ ...filters, limit, currentPage: 1 })}
            />
          </div>
        </div>
        {data ? (
          <p className="px-4 pb-3 text-right text-xs text-slate-400" data-testid="rank-updated-at">
            {t('rank.updatedAt', { time: formatBeijingTime(data.updatedAt) })}
          </p>
        ) : null}
      </section>
    </div>
  );
}
