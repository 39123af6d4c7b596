import { useState } from 'react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FilterPanel } from '../../../features/problem/list/components/filter-panel';
import { ProblemListResults } from '../../../features/problem/list/components/problem-list-results';
import {
  defaultProblemListFilters,
  parseProblemListSearch,
  toProblemListSearch,
  type ProblemListFilters,
} from '../../../features/problem/list/url-state';
import { useSession } from '../../../features/account/session/use-session';

/** The route's hooks by id: importing the route object would make a circle with its lazy component. */
const problemListRoute = getRouteApi('/problem');

/** The problem list screen, loaded with its route. */
export function ProblemListPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = problemListRoute.useNavigate();
  const filters = parseProblemListSearch({ ...problemListRoute.useSearch() });
  const viewerUid = useSession()?.user.uid ?? null;
  const [showTags, setShowTags] = useState(true);
  const show = (next: ProblemListFilters) => void navigate({ search: toProblemListSearch(next) });
  return (
    <div className="space-y-4" data-testid="problem-list-page">
      <h1 className="text-xl font-semibold text-slate-800">{t('problem.list.title')}</h1>
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
