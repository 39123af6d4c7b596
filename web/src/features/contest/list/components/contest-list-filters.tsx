import { useTranslation } from 'react-i18next';
import { Select } from '../../../../components/ui/select';
import { SearchBox } from '../../../../components/ui/search-box';
import type { ContestListFilters } from '../url-state';

type Change = Partial<Omit<ContestListFilters, 'currentPage'>>;

/** The list's filters (spec part 2, §2): rule, status and a keyword of the title. */
export function ContestListFilterBar({
  filters,
  onChange,
}: {
  filters: ContestListFilters;
  onChange: (change: Change) => void;
}) {
  const { t } = useTranslation();
  const all = t('contest.list.all');
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      <Select
        label={t('contest.list.rule')}
        labelPlacement="hidden"
        value={filters.type ?? ''}
        options={[
          { value: '', label: `${t('contest.list.rule')}: ${all}` },
          { value: 0, label: t('contest.list.rules.0') },
          { value: 1, label: t('contest.list.rules.1') },
        ]}
        onChange={(type) => onChange({ type: type === '' ? null : type })}
        data-testid="contest-filter-type"
      />
      <Select
        label={t('contest.list.status')}
        labelPlacement="hidden"
        value={filters.status ?? ''}
        options={[
          { value: '', label: `${t('contest.list.status')}: ${all}` },
          { value: -1, label: t('contest.list.statuses.scheduled') },
          { value: 0, label: t('contest.list.statuses.running') },
          { value: 1, label: t('contest.list.statuses.ended') },
        ]}
        onChange={(status) => onChange({ status: status === '' ? null : status })}
        data-testid="contest-filter-status"
      />
      <SearchBox
        key={filters.keyword}
        keyword={filters.keyword}
        onSearch={(keyword) => onChange({ keyword })}
        placeholder={t('contest.list.keywordPlaceholder')}
        size="md"
        className="flex w-full min-w-0 sm:w-64"
        inputTestId="contest-filter-keyword"
        buttonTestId="contest-filter-search"
      />
    </div>
  );
}
