import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestListRules, type ContestSummary } from '@oj/shared/api/contest';
import { ListCard } from '../../../../components/ui/list-card';
import { EmptyState } from '../../../../components/ui/card';
import { contestListQueryOptions } from '../../api/get-contest-list';
import { changeContestFilters, type ContestListFilters } from '../url-state';
import { ContestListFilterBar } from './contest-list-filters';
import { ContestRow } from './contest-row';

interface ContestListProps {
  filters: ContestListFilters;
  /** Changes the filters: `update` is applied to the URL's filters as they stand when it runs. */
  onFilters: (update: (current: ContestListFilters) => ContestListFilters) => void;
  /** A click on a contest: the route decides (a visitor is asked to log in first). */
  onOpen: (contest: ContestSummary) => void;
  onScoreboard: (contest: ContestSummary) => void;
}

/** The contest list (spec part 2, §2): filters kept in the URL by the route, ten contests a page. */
export function ContestList({ filters, onFilters, onOpen, onScoreboard }: ContestListProps) {
  const { t } = useTranslation();
  const { data, isError, isPending } = useQuery(contestListQueryOptions(filters));
  const records = data?.records ?? [];
  let empty = t('contest.list.empty');
  if (isError && !data) empty = t('contest.list.loadFailed');
  return (
    <ListCard
      heading={t('contest.list.title')}
      testId="contest-list"
      actions={
        <ContestListFilterBar
          filters={filters}
          onChange={(change) => onFilters((current) => changeContestFilters(current, change))}
        />
      }
      paging={{
        total: data?.total ?? 0,
        totalText: t('contest.list.total', { count: data?.total ?? 0 }),
        currentPage: filters.currentPage,
        pageSize: contestListRules.pageSize,
        onPage: (currentPage) => onFilters((current) => ({ ...current, currentPage })),
      }}
    >
      {records.length === 0 ? (
        isPending ? (
          <div className="h-40" aria-busy />
        ) : (
          <EmptyState text={empty} />
        )
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="contest-rows">
          {records.map((contest) => (
            <ContestRow
              key={contest.id}
              contest={contest}
              href={`/contest/${contest.id}`}
              onOpen={onOpen}
              onRule={(type) => onFilters((current) => changeContestFilters(current, { type }))}
              onScoreboard={onScoreboard}
            />
          ))}
        </ul>
      )}
    </ListCard>
  );
}
