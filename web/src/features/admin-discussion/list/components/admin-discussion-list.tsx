import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/admin-list/paged-list';
import { KeywordSearch } from '../../../../components/admin-list/keyword-search';
import { pageOfPlace } from '../../../../components/admin-list/list-place';
import { useRowSelection } from '../../../../components/admin-list/row-selection';
import { pendingRow, writeThenSay } from '../../../../components/admin-list/row-write';
import { useConfirmedDelete } from '../../../../components/admin-list/use-confirmed-delete';
import { Button } from '../../../../components/ui/button';
import { showToast } from '../../../../lib/toast-store';
import { adminDiscussionListQueryOptions, adminDiscussionPageSize } from '../../api/admin-discussion-list';
import { useDeleteDiscussions } from '../../api/delete-discussions';
import { discussionCategoriesQueryOptions } from '../../api/discussion-categories';
import { useUpdateDiscussion } from '../../api/update-discussion';
import type { AdminDiscussionListState } from '../discussion-list-search';
import { useAdminDiscussionColumns } from './admin-discussion-columns';

interface AdminDiscussionListProps {
  state: AdminDiscussionListState;
  onState: (next: AdminDiscussionListState) => void;
}

/** What the delete confirmation is about: one row (its title), or the ticked ones (no title). */
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
  const selection = useRowSelection((list.data?.records ?? []).map((row) => row.id));
  const removal = useConfirmedDelete({
    textsAt: 'admin-discussion.remove',
    describe: (target: Deleting) =>
      target.title !== null
        ? t('admin-discussion.remove.one', { title: target.title })
        : t('admin-discussion.remove.many', { count: target.ids.length }),
    mutation: remove,
    variables: (target) => target.ids,
    onDeleted: (target) => selection.forget(target.ids),
  });
  const columns = useAdminDiscussionColumns({
    categoryName: (categoryId) =>
      categories.data?.find((category) => category.id === categoryId)?.name ?? String(categoryId),
    selection,
    busyId: pendingRow(update, (body) => body.id),
    onPinned: (row, pinned) =>
      writeThenSay(
        update,
        { id: row.id, topPriority: pinned },
        t(pinned ? 'admin-discussion.list.pinnedOn' : 'admin-discussion.list.pinnedOff'),
      ),
    onEnabled: (row, enabled) =>
      writeThenSay(
        update,
        { id: row.id, status: enabled ? 0 : 1 },
        t(enabled ? 'admin-discussion.list.enabledOn' : 'admin-discussion.list.enabledOff'),
      ),
    onDelete: (row) => removal.ask({ ids: [row.id], title: row.title }),
  });
  const deleteSelected = () => {
    if (selection.selected.length === 0) showToast('warning', t('admin-discussion.list.noneSelected'));
    else removal.ask({ ids: selection.selected, title: null });
  };
  return (
    <div className="space-y-4" data-testid="admin-discussion-list">
      <KeywordSearch
        place={state}
        onPlace={onState}
        placeholder={t('admin-discussion.list.searchPlaceholder')}
        className="flex w-full max-w-xl"
        inputTestId="admin-discussion-keyword"
        buttonTestId="admin-discussion-search"
      />
      <PagedList
        heading={t('admin-discussion.list.heading')}
        hint={t('admin-discussion.list.hint')}
        actions={
          <Button
            variant="secondary"
            className="py-1.5 text-red-600"
            onClick={deleteSelected}
            data-testid="admin-discussion-delete-selected"
          >
            {t('admin-discussion.list.deleteSelected', { count: selection.selected.length })}
          </Button>
        }
        query={list}
        paging={{
          ...pageOfPlace(state, onState),
          pageSize: adminDiscussionPageSize,
          totalText: (count) => t('admin-discussion.list.total', { count }),
        }}
        columns={columns}
        rowKey={(row) => row.id}
        look="banded"
        rowAttributes={(row) => ({
          'data-testid': 'admin-discussion-row',
          'data-did': row.id,
          'data-status': row.status,
        })}
        empty={t('admin-discussion.list.empty')}
        // A closed board (the public discussion switch off) refuses the list: say so in its place.
        sayRefusal
      />
      {removal.dialog}
    </div>
  );
}
