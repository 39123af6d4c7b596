import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminProblemList } from '../../../features/admin-problem/list/components/admin-problem-list';
import {
  parseAdminProblemListSearch,
  toAdminProblemListSearch,
  type AdminProblemListFilters,
} from '../../../features/admin-problem/list/url-state';
import { useSession } from '../../../features/account/session/use-session';
import { hasSuperAdminRole } from '../../../features/admin-account/admin-roles';

/** The admin problem list, loaded with its route; the viewer's roles decide which actions show. */
export function AdminProblemsPage() {
  const { t } = useTranslation();
  // The admin pages are not part of the typed route tree (router.tsx), so the search is read loosely
  // and parsed here, as the route's validateSearch parses it.
  const navigate = useNavigate();
  const filters = parseAdminProblemListSearch({ ...useSearch({ strict: false }) });
  const roles = useSession()?.user.roleList ?? [];
  const show = (next: AdminProblemListFilters) =>
    void navigate({ to: '.', search: toAdminProblemListSearch(next) as never });
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
