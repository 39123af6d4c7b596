import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../features/account/session/use-session';
import { hasSuperAdminRole } from '../../../features/admin-account/admin-roles';
import { AdminTrainingList } from '../../../features/admin-training/list/components/admin-training-list';
import {
  parseAdminTrainingListSearch,
  toAdminTrainingListSearch,
  type AdminTrainingListState,
} from '../../../features/admin-training/list/training-list-search';

const adminTrainingRoute = getRouteApi('/admin/training');

/** The admin training list; only the super admin gets the delete action (the server agrees). */
export function AdminTrainingListPage() {
  const { t } = useTranslation();
  const navigate = adminTrainingRoute.useNavigate();
  const state = parseAdminTrainingListSearch({ ...adminTrainingRoute.useSearch() });
  const roles = useSession()?.user.roleList ?? [];
  const show = (next: AdminTrainingListState) => void navigate({ search: toAdminTrainingListSearch(next) });
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-training.title')}</h1>
      <AdminTrainingList state={state} canDelete={hasSuperAdminRole(roles)} onState={show} />
    </div>
  );
}
