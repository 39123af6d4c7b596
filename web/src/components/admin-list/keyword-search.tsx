import { SearchBox } from '../ui/search-box';
import type { ListPlace } from './list-place';

export interface KeywordSearchProps {
  place: ListPlace;
  onPlace: (next: ListPlace) => void;
  /** Also the box's accessible name. */
  placeholder: string;
  /** The server's longest keyword; a list's (`listKeywordMaxLength`) by default. */
  maxLength?: number;
  /** How wide the box grows where it sits (see `SearchBox`). */
  className?: string;
  inputTestId?: string;
  buttonTestId?: string;
}

/**
 * A list's keyword box: a search starts again from the first page. It is keyed by the keyword, so a
 * place changed elsewhere (the URL, the back button) refills it.
 */
export function KeywordSearch({ place, onPlace, ...box }: KeywordSearchProps) {
  return (
    <SearchBox
      key={place.keyword}
      keyword={place.keyword}
      onSearch={(keyword) => onPlace({ keyword, currentPage: 1 })}
      size="md"
      {...box}
    />
  );
}
