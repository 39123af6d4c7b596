import { useTranslation } from 'react-i18next';
import type { DiscussionCategory } from '@oj/shared/api/discussion';

interface CategorySidebarProps {
  categories: readonly DiscussionCategory[];
  /** The chosen category; null for all. */
  cid: number | null;
  onChoose: (cid: number | null) => void;
}

/**
 * The categories beside the list (spec part 3 §2.1); the server lists the solutions category (题解)
 * to admin roles only. On a phone they wrap as chips above the list.
 */
export function CategorySidebar({ categories, cid, onChoose }: CategorySidebarProps) {
  const { t } = useTranslation();
  const entries = [{ id: null, name: t('discussion.allCategories') }, ...categories];
  return (
    <nav
      aria-label={t('discussion.categories')}
      className="rounded-lg border border-slate-200 bg-white p-2 lg:w-52 lg:shrink-0 lg:self-start"
      data-testid="discussion-categories"
    >
      <h2 className="hidden px-2 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">
        {t('discussion.categories')}
      </h2>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {entries.map((entry) => {
          const chosen = entry.id === cid;
          return (
            <li key={entry.id ?? 'all'}>
              <button
                type="button"
                onClick={() => onChoose(entry.id)}
                aria-current={chosen ? 'true' : undefined}
                className={`w-full truncate rounded-md px-3 py-1.5 text-left text-sm transition ${chosen ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
                data-testid="discussion-category"
                data-category-id={entry.id ?? ''}
              >
                {entry.name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
