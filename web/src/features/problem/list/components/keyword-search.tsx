import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { problemListRules } from '@oj/shared/api/problem';

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
  const [text, setText] = useState(keyword);
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form className="flex min-w-0 flex-1" role="search" onSubmit={submit}>
      <input
        type="search"
        value={text}
        maxLength={problemListRules.keywordMaxLength}
        placeholder={t('problem.list.searchPlaceholder')}
        aria-label={t('problem.list.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        className="min-w-0 flex-1 rounded-l-md border border-slate-300 px-3 py-2 text-sm outline-none transition focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
        data-testid="keyword-input"
      />
      <button
        type="submit"
        className="rounded-r-md bg-blue-600 px-4 text-sm font-medium text-white transition hover:bg-blue-700"
      >
        {t('problem.list.search')}
      </button>
    </form>
  );
}
