import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { problemListRules } from '@oj/shared/api/problem';
import { EmptyState } from '../../../../components/ui/card';
import { problemListQueryOptions } from '../api/get-problem-list';
import type { ProblemListFilters } from '../url-state';
import { Pager } from '../../../../components/ui/pager';
import { ProblemTable } from './problem-table';

interface ProblemListResultsProps {
  filters: ProblemListFilters;
  /** The logged-in viewer, whose status column the table shows; null for visitors. */
  viewerUid: string | null;
  showTags: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** The table of the current page and the pager under it. */
export function ProblemListResults({
  filters,
  viewerUid,
  showTags,
  onPage,
  onLimit,
}: ProblemListResultsProps) {
  const { t } = useTranslation();
  const list = useQuery(problemListQueryOptions(filters, viewerUid));
  const rows = list.data?.records ?? [];
  return (
    <section
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="problem-list"
      aria-busy={list.isFetching}
    >
      <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        <ProblemTable
          rows={rows}
          showStatus={viewerUid !== null}
          showTags={showTags}
          loading={list.isPending}
          empty={<EmptyState text={t(list.isError ? 'problem.list.loadFailed' : 'problem.list.empty')} />}
        />
      </div>
      <div className="border-t border-slate-100 px-4 py-3">
        <Pager
          total={list.data?.total ?? 0}
          pageSizes={problemListRules.pageSizes}
          totalText={t('problem.list.pager.total', { total: list.data?.total ?? 0 })}
          currentPage={filters.currentPage}
          limit={filters.limit}
          onPage={onPage}
          onLimit={onLimit}
        />
      </div>
    </section>
  );
}
