import { useTranslation } from 'react-i18next';
import { DiscussionReportList } from '../../../features/admin-discussion/reports/components/discussion-report-list';

/** /admin/discussion-report: the reports of discussions. */
export function AdminDiscussionReportPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-discussion.reportTitle')}</h1>
      <DiscussionReportList />
    </div>
  );
}
