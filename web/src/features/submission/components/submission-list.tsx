import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { submissionRules, type SubmissionRow } from '@oj/shared/api/submission';
import { EmptyState } from '../../../components/ui/card';
import { fetchSubmissionsStatus } from '../api/check-submissions-status';
import { submissionListQueryOptions } from '../api/get-submission-list';
import type { SubmissionListSource } from '../list/list-source';
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
  /** Another list than the site's (a contest's submissions); the site's when absent. */
  source?: SubmissionListSource;
}

const noRows: readonly SubmissionRow[] = [];

/** The site's own list: GET /api/get-submission-list and its rules of spec §6. */
function useSiteSource(viewer: SubmissionViewer): SubmissionListSource {
  const { t } = useTranslation();
  return {
    heading: t('submission.listTitle'),
    pageQuery: submissionListQueryOptions,
    checkStatus: fetchSubmissionsStatus,
    onlyMine: (search) => effectiveOnlyMine(search, viewer),
    showMineSwitch: viewer.admin,
  };
}

/** The submission list screen of spec §2: filters, the polled table (cards on phones) and the pager. */
export function SubmissionList({ search, viewer, onSearch, source }: SubmissionListProps) {
  const { t } = useTranslation();
  const siteSource = useSiteSource(viewer);
  const { heading, pageQuery, checkStatus, showMineSwitch, totalText, rowAction } = source ?? siteSource;
  const onlyMine = (source ?? siteSource).onlyMine(search);
  // Spec §5: only mine needs a login; the route has asked for one.
  const blocked = onlyMine && !viewer.loggedIn;
  const query = submissionListQuery(search, onlyMine);
  const list = useQuery({ ...pageQuery(query), enabled: !blocked });
  const { rows, replaceRow } = useLiveSubmissionRows(list.data?.records ?? noRows, checkStatus);

  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="submission-list">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h1 className="text-base font-semibold text-slate-800">{heading}</h1>
        <SubmissionFilters
          key={`${search.problemID ?? ''}|${search.username ?? ''}`}
          search={search}
          onlyMine={onlyMine}
          showMineSwitch={showMineSwitch}
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
            <SubmissionTable rows={rows} viewer={viewer} onRow={replaceRow} rowAction={rowAction} />
            <SubmissionCards rows={rows} viewer={viewer} onRow={replaceRow} rowAction={rowAction} />
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
            totalText={
              totalText ? totalText(list.data.total) : t('submission.pager.total', { total: list.data.total })
            }
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
