import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listKeywordMaxLength } from '@oj/shared/domain/list-keyword';

interface SearchBoxProps {
  /** The keyword in force; give the box `key={keyword}` so a change of the URL refills it. */
  keyword: string;
  /** Runs on Enter or the button, with the text trimmed. */
  onSearch: (keyword: string) => void;
  /** Also the box's accessible name. */
  placeholder: string;
  /** The server's longest keyword; a list's (`listKeywordMaxLength`) by default. */
  maxLength?: number;
  /** Height to match the selects beside it (see `Select`): filter bars `md`, `lg` beside form-sized ones. */
  size?: 'md' | 'lg';
  /** Classes of the form: how wide it grows in its row. */
  className?: string;
  inputTestId?: string;
  buttonTestId?: string;
}

const inputHeight = { md: 'py-1.5', lg: 'py-2' } as const;

/**
 * A keyword box with its search button joined on the right; the search runs on submit only. The
 * button says "Search" wherever it stands, so the word is the box's own.
 */
export function SearchBox(props: SearchBoxProps) {
  const { t } = useTranslation();
  const { onSearch, placeholder, size = 'lg', className = 'min-w-0 flex-1' } = props;
  const [text, setText] = useState(props.keyword);
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form className={`flex ${className}`} role="search" onSubmit={submit}>
      <input
        type="search"
        value={text}
        maxLength={props.maxLength ?? listKeywordMaxLength}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => setText(event.target.value)}
        className={`min-w-0 flex-1 rounded-l-md border border-slate-300 px-3 text-sm outline-none transition focus:border-blue-500 focus:ring-2 focus:ring-blue-100 ${inputHeight[size]}`}
        data-testid={props.inputTestId}
      />
      <button
        type="submit"
        className="rounded-r-md bg-blue-600 px-4 text-sm font-medium whitespace-nowrap text-white transition hover:bg-blue-700"
        data-testid={props.buttonTestId}
      >
        {t('searchBox.search')}
      </button>
    </form>
  );
}
