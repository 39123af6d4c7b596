import { AppLink } from '../app-link';
import { KeywordSearch, type KeywordSearchProps } from './keyword-search';

/** The button that starts a new entry: a link to the screen's create form. */
export interface CreateLink {
  href: string;
  text: string;
  testId: string;
}

interface ListToolbarProps {
  search: KeywordSearchProps;
  create?: CreateLink;
}

/** The row above a list's card: its keyword box, growing, and the create button at the far end. */
export function ListToolbar({ search, create }: ListToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <KeywordSearch className="min-w-56 flex-1" {...search} />
      {create ? (
        <AppLink
          href={create.href}
          className="ml-auto rounded-md bg-blue-600 px-4 py-1.5 text-sm font-medium whitespace-nowrap text-white transition hover:bg-blue-700"
          data-testid={create.testId}
        >
          ＋ {create.text}
        </AppLink>
      ) : null}
    </div>
  );
}
