import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DiscussionRow } from '@oj/shared/api/discussion';
import { discussionRules } from '@oj/shared/domain/discussion';
import { Button } from '../../../../components/ui/button';
import { DeleteConfirm } from '../../../../components/ui/delete-confirm';
import { ListCard } from '../../../../components/ui/list-card';
import { SearchBox } from '../../../../components/ui/search-box';
import { showToast } from '../../../../lib/toast-store';
import { adminDiscussionListQueryOptions, adminDiscussionPageSize } from '../../api/admin-discussion-list';
import { useDeleteDiscussions } from '../../api/delete-discussions';
import { discussionCategoriesQueryOptions } from '../../api/discussion-categories';
import { useUpdateDiscussion } from '../../api/update-discussion';
import type { AdminDiscussionListState } from '../discussion-list-search';
import { keptOnPage, withId } from '../selected-ids';
import { AdminDiscussionTable } from './admin-discussion-table';

interface AdminDiscussionListProps {
  state: AdminDiscussionListState;
  onState: (next: AdminDiscussionListState) => void;
}

/** What the delete confirmation is about: one row, or the ticked ones. */
type Deleting = { ids: number[]; title: string | null };

/**
 * /admin/discussion: search and page through every discussion, pin or disable one (saved at once),
 * delete one or the ticked ones after a confirmation.
 */
export function AdminDiscussionList({ state, onState }: AdminDiscussionListProps) {
  const { t } = useTranslation();
  const list = useQuery(adminDiscussionListQueryOptions(state.keyword, state.currentPage));
  const categories = useQuery(discussionCategoriesQueryOptions());
  const update = useUpdateDiscussion();
  const remove = useDeleteDiscussions();
  const [ticked, setTicked] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const rows = list.data?.records ?? [];
  const pageIds = rows.map((row) => row.id);
  // Only what is on screen can be deleted: a tick on a row that left the page is forgotten.
  const selected = keptOnPage(ticked, pageIds);
  const total = list.data?.total ?? 0;
  const categoryName = (categoryId: number) =>
    categories.data?.find((category) => category.id === categoryId)?.name ?? String(categoryId);
  const switchRow = (body: Parameters<typeof update.mutate>[0], done: string) =>
    update.mutate(body, { onSuccess: () => showToast('success', done) });
  const deleteSelected = () => {
    if (selected.length === 0) {
      showToast('warning', t('admin-discussion.list.noneSelected'));
      return;
    }
    setDeleting({ ids: selected, title: null });
  };
  return (
    <div className="space-y-4" data-testid="admin-discussion-list">
      <SearchBox
        key={state.keyword}
        keyword={state.keyword}
        onSearch={(keyword) => onState({ keyword, currentPage: 1 })}
        placeholder={t('admin-discussion.list.searchPlaceholder')}
        buttonText={t('admin-discussion.list.search')}
        maxLength={discussionRules.keywordMaxLength}
        size="md"
        className="flex w-full max-w-xl"
        inputTestId="admin-discussion-keyword"
        buttonTestId="admin-discussion-search"
      />
      <ListCard
        heading={t('admin-discussion.list.heading')}
        hint={t('admin-discussion.list.hint')}
        actions={
          <Button
            variant="secondary"
            className="py-1.5 text-red-600"
            onClick={deleteSelected}
            data-testid="admin-discussion-delete-selected"
          >
            {t('admin-discussion.list.deleteSelected', { count: selected.length })}
          </Button>
        }
        paging={{
          total,
          totalText: t('admin-discussion.list.total', { count: total }),
          currentPage: state.currentPage,
          pageSize: adminDiscussionPageSize,
          onPage: (currentPage) => onState({ ...state, currentPage }),
        }}
      >
        <AdminDiscussionTable
          rows={rows}
          loading={list.isPending}
          // A closed board (the public discussion switch off) refuses the list: say so in its place.
          emptyText={list.error ? list.error.message : t('admin-discussion.list.empty')}
          categoryName={categoryName}
          selected={selected}
          onSelect={(id, on) => setTicked(withId(selected, id, on))}
          onSelectPage={(on) => setTicked(on ? pageIds : [])}
          busyId={update.isPending ? (update.variables?.id ?? null) : null}
          onPinned={(row: DiscussionRow, pinned) =>
            switchRow(
              { id: row.id, topPriority: pinned },
              t(pinned ? 'admin-discussion.list.pinnedOn' : 'admin-discussion.list.pinnedOff'),
            )
          }
          onEnabled={(row: DiscussionRow, enabled) =>
            switchRow(
              { id: row.id, status: enabled ? 0 : 1 },
              t(enabled ? 'admin-discussion.list.enabledOn' : 'admin-discussion.list.enabledOff'),
            )
          }
          onDelete={(row) => setDeleting({ ids: [row.id], title: row.title })}
        />
      </ListCard>
      <DeleteConfirm
        target={deleting}
        title={t('admin-discussion.remove.title')}
        describe={(target) =>
          target.title !== null
            ? t('admin-discussion.remove.one', { title: target.title })
            : t('admin-discussion.remove.many', { count: target.ids.length })
        }
        confirmText={t('admin-discussion.remove.confirm')}
        cancelText={t('admin-discussion.remove.cancel')}
        doneText={t('admin-discussion.remove.done')}
        busy={remove.isPending}
        onDelete={(target, deleted) =>
          remove.mutate(target.ids, {
            onSuccess: () => {
              setTicked((current) => current.filter((id) => !target.ids.includes(id)));
              deleted();
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
