import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { submissionRules, type SubmissionRow } from '@oj/shared/api/submission';
import { EmptyState } from '../../../components/ui/card';
import { submissionListQueryOptions } from '../api/get-submission-list';
import { effectiveOnlyMine, submissionListQuery, type StatusSearch } from '../list/status-search';
import { useLiveSubmissionRows } from '../list/use-live-submission-rows';
import type { SubmissionViewer } from '../viewer';
import { Pager } from '../../../components/ui/pager';
import { SubmissionCards } from './submission-cards';
import { SubmissionFilters } from './submission-filters';
import { SubmissionTable } from './submission-table';

interface SubmissionListProps {
  search: StatusSearch;
  viewer: SubmissionViewer;
  /** Writes the change into the URL; filter changes go back to page 1. */
  onSearch: (change: Partial<StatusSearch>) => void;
}

const noRows: readonly SubmissionRow[] = [];

/** The submission list screen of spec §2: filters, the polled table (cards on phones) and the pager. */
export function SubmissionList({ search, viewer, onSearch }: SubmissionListProps) {
  const { t } = useTranslation();
  const onlyMine = effectiveOnlyMine(search, viewer);
  // Spec §5: only mine needs a login; the route has asked for one.
  const blocked = onlyMine && !viewer.loggedIn;
  const query = submissionListQuery(search, onlyMine);
  const list = useQuery({ ...submissionListQueryOptions(query), enabled: !blocked });
  const { rows, replaceRow } = useLiveSubmissionRows(list.data?.records ?? noRows);

  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="submission-list">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h1 className="text-base font-semibold text-slate-800">{t('submission.listTitle')}</h1>
        <SubmissionFilters
          key={`${search.problemID ?? ''}|${search.username ?? ''}`}
          search={search}
          onlyMine={onlyMine}
          showMineSwitch={viewer.admin}
          refreshing={list.isFetching}
          onChange={(change) => onSearch({ ...change, currentPage: undefined })}
          onRefresh={() => void list.refetch()}
        />
      </header>
      <div className="p-2 sm:p-4">
        {blocked ? (
          <EmptyState text={t('submission.loginFirst')} />
        ) : rows.length === 0 ? (
          <EmptyState text={list.isPending ? t('submission.loading') : t('submission.empty')} />
        ) : (
          <>
            <SubmissionTable rows={rows} viewer={viewer} onRow={replaceRow} />
            <SubmissionCards rows={rows} viewer={viewer} onRow={replaceRow} />
          </>
        )}
      </div>
      {list.data && list.data.total > 0 ? (
        <footer className="border-t border-slate-100 px-4 py-3">
          <Pager
            currentPage={query.currentPage}
            limit={query.limit}
            total={list.data.total}
            pageSizes={submissionRules.listPageSizes}
            totalText={t('submission.pager.total', { total: list.data.total })}
            layout="window"
            small="count"
            onPage={(currentPage) => onSearch({ currentPage, limit: query.limit })}
            onLimit={(limit) => onSearch({ currentPage: 1, limit })}
          />
        </footer>
      ) : null}
    </section>
  );
}
