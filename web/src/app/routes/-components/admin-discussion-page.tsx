import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminDiscussionList } from '../../../features/admin-discussion/list/components/admin-discussion-list';
import {
  parseAdminDiscussionListSearch,
  toAdminDiscussionListSearch,
  type AdminDiscussionListState,
} from '../../../features/admin-discussion/list/discussion-list-search';

const adminDiscussionRoute = getRouteApi('/admin/discussion');

/** /admin/discussion: the discussion list of the admin area. */
export function AdminDiscussionPage() {
  const { t } = useTranslation();
  const navigate = adminDiscussionRoute.useNavigate();
  const state = parseAdminDiscussionListSearch({ ...adminDiscussionRoute.useSearch() });
  const show = (next: AdminDiscussionListState) =>
    void navigate({ search: toAdminDiscussionListSearch(next) });
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-discussion.title')}</h1>
      <AdminDiscussionList state={state} onState={show} />
    </div>
  );
}
