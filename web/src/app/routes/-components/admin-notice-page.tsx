import { useTranslation } from 'react-i18next';
import { NoticeAdmin } from '../../../features/admin-notice/components/notice-admin';

/** The system notice admin page. */
export function AdminNoticePage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-notice.title')}</h1>
      <p className="text-sm text-slate-500">{t('admin-notice.deliveryNote')}</p>
      <NoticeAdmin />
    </div>
  );
}
