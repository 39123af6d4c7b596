import { useTranslation } from 'react-i18next';
import { useSession } from '../../../features/account/session/use-session';
import { UserList } from '../../../features/admin-user/components/user-list';
import { ImportUsersPanel } from '../../../features/admin-user/components/import-users-panel';
import { GenerateUsersPanel } from '../../../features/admin-user/components/generate-users-panel';

/** The super admin's user page: the list, then the CSV import and the account generator. */
export function AdminUserPage() {
  const { t } = useTranslation();
  const selfUid = useSession()?.user.uid;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-user.title')}</h1>
      <UserList selfUid={selfUid} />
      <div className="space-y-4">
        <ImportUsersPanel />
        <GenerateUsersPanel />
      </div>
    </div>
  );
}
