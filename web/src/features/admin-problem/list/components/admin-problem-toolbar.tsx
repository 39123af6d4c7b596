import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../../components/ui/search-box';
import { Select } from '../../../../components/ui/select';
import { AppLink } from '../../../../components/app-link';
import { problemAuth, type ProblemAuth } from '../url-state';

interface AdminProblemToolbarProps {
  keyword: string;
  auth: ProblemAuth | null;
  onSearch: (keyword: string) => void;
  onAuth: (auth: ProblemAuth | null) => void;
}

/**
 * Search (Enter or the button), the visibility filter and the way to a new problem. Give it
 * `key={keyword}` so a change of the URL refills the box.
 */
export function AdminProblemToolbar({ keyword, auth, onSearch, onAuth }: AdminProblemToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchBox
        keyword={keyword}
        onSearch={onSearch}
        placeholder={t('admin-problem.list.searchPlaceholder')}
        size="md"
        className="min-w-56 flex-1"
        inputTestId="admin-problem-keyword"
        buttonTestId="admin-problem-search"
      />
      <Select<ProblemAuth | 0>
        label={t('admin-problem.list.auth')}
        labelPlacement="beside"
        size="md"
        value={auth ?? 0}
        data-testid="admin-problem-auth"
        options={[
          { value: 0, label: t('admin-problem.list.allAuths') },
          { value: problemAuth.public, label: t('admin-problem.list.auths.public') },
          { value: problemAuth.private, label: t('admin-problem.list.auths.private') },
          { value: problemAuth.contest, label: t('admin-problem.list.auths.contest') },
        ]}
        onChange={(value) => onAuth(value === 0 ? null : value)}
      />
      <AppLink
        href="/admin/problem/create"
        className="ml-auto rounded-md bg-blue-600 px-4 py-1.5 text-sm font-medium whitespace-nowrap text-white transition hover:bg-blue-700"
        data-testid="admin-problem-create"
      >
        ＋ {t('admin-problem.list.create')}
      </AppLink>
    </div>
  );
}
