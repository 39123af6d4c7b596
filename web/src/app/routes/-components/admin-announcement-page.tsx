import { useTranslation } from 'react-i18next';
import { AnnouncementAdmin } from '../../../features/admin-announcement/components/announcement-admin';

/** The announcement admin page: what the home page shows, and what it does not. */
export function AdminAnnouncementPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-announcement.title')}</h1>
      <AnnouncementAdmin />
    </div>
  );
}
