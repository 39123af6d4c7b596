import { useTranslation } from 'react-i18next';
import { AdminTags } from '../../../features/admin-tag/components/admin-tags';

/** The tags and classifications page, loaded with its route. */
export function AdminProblemTagPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-tag.title')}</h1>
      <AdminTags />
    </div>
  );
}
