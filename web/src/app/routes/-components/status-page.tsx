import { useEffect } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SubmissionList } from '../../../features/submission/components/submission-list';
import { effectiveOnlyMine, type StatusSearch } from '../../../features/submission/list/status-search';
import { showDialog } from '../../../lib/dialog-store';
import { showToast } from '../../../lib/toast-store';
import { useSubmissionViewer } from './use-submission-viewer';

/** The route's hooks by id: importing the route object would make a circle with its lazy component. */
const statusRoute = getRouteApi('/status');

/** The submission list screen, loaded with its route. */
export function StatusPage() {
  const { t } = useTranslation();
  const search = statusRoute.useSearch();
  const navigate = statusRoute.useNavigate();
  const viewer = useSubmissionViewer();
  const needsLogin = effectiveOnlyMine(search, viewer) && !viewer.loggedIn;

  // Spec §5 and §8: only-mine without a login is an error toast and the login dialog.
  useEffect(() => {
    if (!needsLogin) return;
    showToast('error', t('submission.loginFirst'));
    showDialog('login');
  }, [needsLogin, t]);

  function changeSearch(change: Partial<StatusSearch>): void {
    void navigate({ search: (previous) => ({ ...previous, ...change }) });
  }

  return <SubmissionList search={search} viewer={viewer} onSearch={changeSearch} />;
}
