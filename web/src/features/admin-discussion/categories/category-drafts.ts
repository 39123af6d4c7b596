import type { DiscussionCategory } from '@oj/shared/api/discussion';
import { discussionRules } from '@oj/shared/domain/discussion';

/** A row of the category editor: a saved category (its id) or a new one (no id), its name as typed. */
export interface CategoryDraft {
  /** React's key: `saved-<id>` or `new-<n>`. */
  key: string;
  id: number | null;
  name: string;
}

/** One entry of `POST /api/discussion-category`: with an id it renames, without one it adds. */
export interface CategoryUpsertEntry {
  id?: number;
  name: string;
}

/** Why the rows cannot be saved, as an i18n key under `admin-discussion.categories` and its values. */
export interface CategoryProblem {
  key: 'blankName' | 'tooLong' | 'duplicate';
  params: Record<string, string | number>;
}

export const draftsOf = (saved: readonly DiscussionCategory[]): CategoryDraft[] =>
  saved.map((category) => ({ key: `saved-${category.id}`, id: category.id, name: category.name }));

/**
 * What to send for the rows as typed: the saved categories whose name changed and the new rows with a
 * name (a new row left blank is skipped, as the server would). Nothing is deleted, so a saved
 * category emptied is refused instead of being dropped silently; so are a name over the limit and a
 * name given twice, which would leave two categories no one can tell apart.
 */
export function categoryUpsert(
  saved: readonly DiscussionCategory[],
  drafts: readonly CategoryDraft[],
): { entries: CategoryUpsertEntry[]; problem: null } | { entries: null; problem: CategoryProblem } {
  const savedNames = new Map(saved.map((category) => [category.id, category.name]));
  const entries: CategoryUpsertEntry[] = [];
  const seen = new Set<string>();
  for (const draft of drafts) {
    const name = draft.name.trim();
    if (name === '') {
      if (draft.id === null) continue;
      return {
        entries: null,
        problem: { key: 'blankName', params: { name: savedNames.get(draft.id) ?? String(draft.id) } },
      };
    }
    if (name.length > discussionRules.categoryNameMaxLength)
      return {
        entries: null,
        problem: { key: 'tooLong', params: { name, max: discussionRules.categoryNameMaxLength } },
      };
    if (seen.has(name)) return { entries: null, problem: { key: 'duplicate', params: { name } } };
    seen.add(name);
    if (draft.id === null) entries.push({ name });
    else if (savedNames.get(draft.id) !== name) entries.push({ id: draft.id, name });
  }
  return { entries, problem: null };
}
