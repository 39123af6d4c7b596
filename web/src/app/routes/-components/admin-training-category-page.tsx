import { useTranslation } from 'react-i18next';
import { useSession } from '../../../features/account/session/use-session';
import { CategoryAdmin } from '../../../features/admin-training-category/components/category-admin';

/** /admin/training/category: the training categories. */
export function AdminTrainingCategoryPage() {
  const { t } = useTranslation();
  const roles = useSession()?.user.roleList ?? [];
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-training-category.title')}</h1>
      <CategoryAdmin canChange={roles.includes('root') || roles.includes('problem_admin')} />
    </div>
  );
}
