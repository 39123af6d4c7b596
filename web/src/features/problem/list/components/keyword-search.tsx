import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../../components/ui/search-box';

/**
 * The keyword box; the search runs on Enter or the button. Give it `key={keyword}` so a change of the
 * URL (reset, back button) refills the box.
 */
export function KeywordSearch({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SearchBox
      keyword={keyword}
      onSearch={onSearch}
      placeholder={t('problem.list.searchPlaceholder')}
      inputTestId="keyword-input"
    />
  );
}
