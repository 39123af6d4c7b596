import { useTranslation } from 'react-i18next';
import type { TrainingCategory } from '@oj/shared/api/training';
import { Select } from '../../../../components/ui/select';
import { SearchBox } from '../../../../components/ui/search-box';
import { packLabel } from '../course-pack';
import type { TrainingListFilters } from '../url-state';

interface TrainingFiltersProps {
  filters: TrainingListFilters;
  /** The categories of the mode on screen: the packs, or the general ones. */
  categories: readonly TrainingCategory[];
  /** The category listed: in pack mode the chosen pack or the first. */
  listedCategoryId: number | null;
  onChange: (change: Partial<Omit<TrainingListFilters, 'currentPage'>>) => void;
}

const chip = 'rounded-full border px-3 py-1 text-sm whitespace-nowrap transition';

/**
 * The filters of /training: in pack mode one chip per course pack (a pack is walked one at a time);
 * in general mode the category and access selects; the keyword in both.
 */
export function TrainingFilters({ filters, categories, listedCategoryId, onChange }: TrainingFiltersProps) {
  const { t } = useTranslation();
  const search = (
    <SearchBox
      key={filters.keyword}
      keyword={filters.keyword}
      onSearch={(keyword) => onChange({ keyword })}
      placeholder={t('training.list.keywordPlaceholder')}
      size="md"
      className="min-w-48 flex-1 sm:max-w-xs"
      inputTestId="training-keyword"
      buttonTestId="training-search"
    />
  );
  if (filters.mode === 'pack') {
    return (
      <div className="flex flex-col gap-3">
        <ul className="flex flex-wrap gap-2" data-testid="training-packs">
          {categories.map((pack) => {
            const chosen = pack.id === listedCategoryId;
            return (
              <li key={pack.id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onChange({ categoryId: pack.id })}
                  className={`${chip} ${chosen ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-blue-400 hover:text-blue-600'}`}
                  data-testid="training-pack"
                  data-category-id={pack.id}
                >
                  {packLabel(pack.name)}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap items-center gap-3">{search}</div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Select
        label={t('training.list.category')}
        labelPlacement="beside"
        value={filters.categoryId ?? 0}
        options={[
          { value: 0, label: t('training.list.allCategories') },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
        onChange={(categoryId) => onChange({ categoryId: categoryId === 0 ? null : categoryId })}
        data-testid="training-category"
      />
      <Select<'' | 'Public' | 'Private'>
        label={t('training.list.auth')}
        labelPlacement="beside"
        value={filters.auth ?? ''}
        options={[
          { value: '', label: t('training.list.allAuths') },
          { value: 'Public', label: t('training.list.auths.Public') },
          { value: 'Private', label: t('training.list.auths.Private') },
        ]}
        onChange={(auth) => onChange({ auth: auth === '' ? null : auth })}
        data-testid="training-auth"
      />
      {search}
    </div>
  );
}
