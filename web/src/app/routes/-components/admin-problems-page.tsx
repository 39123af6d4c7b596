import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminProblemList } from '../../../features/admin-problem/list/components/admin-problem-list';
import {
  parseAdminProblemListSearch,
  toAdminProblemListSearch,
  type AdminProblemListFilters,
} from '../../../features/admin-problem/list/url-state';
import { useSession } from '../../../features/account/session/use-session';
import { hasSuperAdminRole } from '../../../features/admin-account/admin-roles';

/** The route's hooks by id: importing the route object would make a circle with its lazy component. */
const adminProblemsRoute = getRouteApi('/admin/problems');

/** The admin problem list, loaded with its route; the viewer's roles decide which actions show. */
export function AdminProblemsPage() {
  const { t } = useTranslation();
  const navigate = adminProblemsRoute.useNavigate();
  const filters = parseAdminProblemListSearch({ ...adminProblemsRoute.useSearch() });
  const roles = useSession()?.user.roleList ?? [];
  const show = (next: AdminProblemListFilters) => void navigate({ search: toAdminProblemListSearch(next) });
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-problem.list.title')}</h1>
      <AdminProblemList
        filters={filters}
        canRejudge={hasSuperAdminRole(roles)}
        canDelete={hasSuperAdminRole(roles) || roles.includes('problem_admin')}
        onFilters={show}
      />
    </div>
  );
}
