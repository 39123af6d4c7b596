import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DiscussionCategory } from '@oj/shared/api/discussion';
import { discussionRules } from '@oj/shared/domain/discussion';
import { Button } from '../../../../components/ui/button';
import { showToast } from '../../../../lib/toast-store';
import {
  discussionCategoriesQueryOptions,
  useUpsertDiscussionCategories,
} from '../../api/discussion-categories';
import { categoryUpsert, draftsOf, type CategoryDraft } from '../category-drafts';

const input =
  'min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** The rows being edited, started from the saved list and started again from each list saved. */
function CategoryRows({ saved }: { saved: readonly DiscussionCategory[] }) {
  const { t } = useTranslation();
  const upsert = useUpsertDiscussionCategories();
  const [drafts, setDrafts] = useState<CategoryDraft[]>(() => draftsOf(saved));
  const [added, setAdded] = useState(0);
  const rename = (key: string, name: string) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, name } : draft)));
  const addRow = () => {
    setDrafts((current) => [...current, { key: `new-${added + 1}`, id: null, name: '' }]);
    setAdded(added + 1);
  };
  const save = () => {
    const change = categoryUpsert(saved, drafts);
    if (change.problem) {
      showToast('warning', t(`admin-discussion.categories.${change.problem.key}`, change.problem.params));
      return;
    }
    if (change.entries.length === 0) {
      showToast('info', t('admin-discussion.categories.nothingChanged'));
      return;
    }
    upsert.mutate(change.entries, {
      onSuccess: () => showToast('success', t('admin-discussion.categories.saved')),
    });
  };
  return (
    <div className="space-y-3 p-4">
      {drafts.length === 0 ? (
        <p className="text-sm text-slate-500">{t('admin-discussion.categories.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {drafts.map((draft) => (
            <li key={draft.key} className="flex items-center gap-2" data-testid="discussion-category-row">
              <span className="w-8 shrink-0 text-right text-xs text-slate-400 tabular-nums">
                {draft.id ?? t('admin-discussion.categories.newRow')}
              </span>
              <input
                value={draft.name}
                maxLength={discussionRules.categoryNameMaxLength + 1}
                onChange={(event) => rename(draft.key, event.target.value)}
                placeholder={t('admin-discussion.categories.namePlaceholder')}
                aria-label={t('admin-discussion.categories.name')}
                className={input}
                data-testid="discussion-category-name"
                data-category-id={draft.id ?? ''}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" className="py-1.5" onClick={addRow} data-testid="discussion-category-add">
          ＋ {t('admin-discussion.categories.add')}
        </Button>
        <Button
          variant="secondary"
          className="py-1.5"
          disabled={upsert.isPending}
          onClick={() => setDrafts(draftsOf(saved))}
        >
          {t('admin-discussion.categories.reset')}
        </Button>
        <Button
          className="ml-auto py-1.5"
          disabled={upsert.isPending}
          onClick={save}
          data-testid="discussion-category-save"
        >
          {t('admin-discussion.categories.save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /admin/discussion-category (the super admin only): rename categories and add rows, saved together
 * with one upsert. There is no delete: the server never deletes a category, and the page says so.
 */
export function DiscussionCategoryEditor() {
  const { t } = useTranslation();
  const categories = useQuery(discussionCategoriesQueryOptions());
  return (
    <section
      className="max-w-3xl overflow-hidden rounded-lg border border-slate-200 bg-white"
      data-testid="discussion-category-editor"
    >
      <header className="border-b border-slate-100 px-4 py-3">
        <h2 className="text-base font-semibold text-slate-800">{t('admin-discussion.categories.heading')}</h2>
        <p className="text-xs text-slate-500">{t('admin-discussion.categories.hint')}</p>
        <p className="text-xs text-slate-500">{t('admin-discussion.categories.solutionNote')}</p>
      </header>
      {categories.data ? (
        // Keyed by the saved list, so the rows start again from what the server answered after a save.
        <CategoryRows
          key={categories.data.map((category) => `${category.id}:${category.name}`).join('|')}
          saved={categories.data}
        />
      ) : (
        <div className="h-40 animate-pulse bg-slate-50" aria-busy="true" />
      )}
    </section>
  );
}
