import { useEffect } from 'react';
import { createRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { submissionListQueryOptions } from '../../features/submissions/api/get-submission-list';
import { SubmissionList } from '../../features/submissions/components/submission-list';
import {
  effectiveOnlyMine,
  statusSearchSchema,
  submissionListQuery,
  type StatusSearch,
} from '../../features/submissions/list/status-search';
import { isAdminSession } from '../../features/session/use-session';
import { sessionStore } from '../../features/session/session-store';
import { showDialog } from '../../lib/dialog-store';
import { showToast } from '../../lib/toast-store';
import { useSubmissionViewer } from './-components/use-submission-viewer';
import { rootRoute } from './root';

export const statusRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/status',
  staticData: { titleKey: 'submissions.listTitle' },
  validateSearch: (search) => statusSearchSchema.parse(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    const session = sessionStore.get();
    const onlyMine = effectiveOnlyMine(deps, { loggedIn: session !== null, admin: isAdminSession(session) });
    if (onlyMine && !session) return;
    // A failed load has been reported by the API client; the page shows an empty list.
    return queryClient
      .ensureQueryData(submissionListQueryOptions(submissionListQuery(deps, onlyMine)))
      .catch(() => undefined);
  },
  component: StatusPage,
});

function StatusPage() {
  const { t } = useTranslation();
  const search = statusRoute.useSearch();
  const navigate = useNavigate({ from: '/status' });
  const viewer = useSubmissionViewer();
  const needsLogin = effectiveOnlyMine(search, viewer) && !viewer.loggedIn;

  // Spec §5 and §8: only-mine without a login is an error toast and the login dialog.
  useEffect(() => {
    if (!needsLogin) return;
    showToast('error', t('submissions.loginFirst'));
    showDialog('login');
  }, [needsLogin, t]);

  function changeSearch(change: Partial<StatusSearch>): void {
    void navigate({ search: (previous) => ({ ...previous, ...change }) });
  }

  return <SubmissionList search={search} viewer={viewer} onSearch={changeSearch} />;
}
