import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../features/account/session/use-session';
import { hasSuperAdminRole } from '../../../features/admin-account/admin-roles';
import { AdminContestList } from '../../../features/admin-contest/list/components/admin-contest-list';
import {
  parseAdminContestListSearch,
  toAdminContestListSearch,
  type AdminContestListState,
} from '../../../features/admin-contest/list/contest-list-search';

/** The route's hooks by id: importing the route object would make a circle with its lazy component. */
const adminContestRoute = getRouteApi('/admin/contest');

/** The admin contest list; only the super admin gets the delete action (the server agrees). */
export function AdminContestListPage() {
  const { t } = useTranslation();
  const navigate = adminContestRoute.useNavigate();
  const state = parseAdminContestListSearch({ ...adminContestRoute.useSearch() });
  const roles = useSession()?.user.roleList ?? [];
  const show = (next: AdminContestListState) => void navigate({ search: toAdminContestListSearch(next) });
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-contest.title')}</h1>
      <AdminContestList state={state} canDelete={hasSuperAdminRole(roles)} onState={show} />
    </div>
  );
}
