import { useState } from 'react';
import { createRoute, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { problemListQueryOptions } from '../../features/problem-list/api/get-problem-list';
import { problemTagsAndClassificationQueryOptions } from '../../features/problem-list/api/get-problem-tags-and-classification';
import { FilterPanel } from '../../features/problem-list/components/filter-panel';
import { ProblemListResults } from '../../features/problem-list/components/problem-list-results';
import {
  defaultProblemListFilters,
  parseProblemListSearch,
  toProblemListSearch,
  type ProblemListFilters,
  type ProblemListSearch,
} from '../../features/problem-list/url-state';
import { readStoredSession, sessionStore } from '../../features/session/session-store';
import { useSession } from '../../features/session/use-session';
import { rootRoute } from './root';

/** The stored login is read directly: the loader may run before the session store is started. */
const viewerUidNow = () => (sessionStore.get() ?? readStoredSession())?.user.uid ?? null;

export const problemListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/problem',
  staticData: { titleKey: 'menu.problem' },
  // Malformed values fall back to their defaults, and only what differs from them stays in the URL.
  validateSearch: (search: Record<string, unknown>): ProblemListSearch =>
    toProblemListSearch(parseProblemListSearch(search)),
  loaderDeps: ({ search }) => search,
  // The list fails on its own (the API client has said why); the page never waits on a failure.
  loader: ({ context: { queryClient }, deps }) => {
    const filters = parseProblemListSearch({ ...deps });
    return Promise.allSettled([
      queryClient.ensureQueryData(problemListQueryOptions(filters, viewerUidNow())),
      queryClient.ensureQueryData(problemTagsAndClassificationQueryOptions(filters.oj)),
    ]);
  },
  component: ProblemListPage,
});

function ProblemListPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = problemListRoute.useNavigate();
  const filters = parseProblemListSearch({ ...problemListRoute.useSearch() });
  const viewerUid = useSession()?.user.uid ?? null;
  const [showTags, setShowTags] = useState(true);
  const show = (next: ProblemListFilters) => void navigate({ search: toProblemListSearch(next) });
  return (
    <div className="space-y-4" data-testid="problem-list-page">
      <h1 className="text-xl font-semibold text-slate-800">{t('problem-list.title')}</h1>
      <FilterPanel
        filters={filters}
        onChange={show}
        onReset={() => show(defaultProblemListFilters)}
        // The problem page is another route, added by its own work; the path is all this page knows.
        onOpenProblem={(problemId) => router.history.push(`/problem/${encodeURIComponent(problemId)}`)}
        showTags={showTags}
        onShowTags={setShowTags}
      />
      <ProblemListResults
        filters={filters}
        viewerUid={viewerUid}
        showTags={showTags}
        onPage={(currentPage) => show({ ...filters, currentPage })}
        onLimit={(limit) => show({ ...filters, limit, currentPage: 1 })}
      />
    </div>
  );
}
