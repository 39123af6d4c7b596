import { useTranslation } from 'react-i18next';
import { DiscussionCategoryEditor } from '../../../features/admin-discussion/categories/components/discussion-category-editor';

/** /admin/discussion-category: the discussion categories (the super admin only). */
export function AdminDiscussionCategoryPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-discussion.categoryTitle')}</h1>
      <DiscussionCategoryEditor />
    </div>
  );
}
