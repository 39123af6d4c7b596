import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DiscussionRow } from '@oj/shared/api/discussion';
import { discussionRules } from '@oj/shared/domain/discussion';
import { AppLink } from '../../../../components/app-link';
import { Button } from '../../../../components/ui/button';
import { DeleteConfirm } from '../../../../components/ui/delete-confirm';
import { ListCard } from '../../../../components/ui/list-card';
import { SearchBox } from '../../../../components/ui/search-box';
import { showToast } from '../../../../lib/toast-store';
import { discussionCategoriesQueryOptions } from '../../api/get-discussion-categories';
import { discussionDetailQueryOptions } from '../../api/get-discussion-detail';
import { discussionListQueryOptions } from '../../api/get-discussion-list';
import { useDeleteDiscussion } from '../../api/delete-discussion';
import { usePinDiscussion } from '../../api/pin-discussion';
import type { DiscussionViewer } from '../../discussion-viewer';
import { discussionFormOf } from '../../form/discussion-form-values';
import {
  DiscussionFormDialog,
  type DiscussionFormTarget,
} from '../../form/components/discussion-form-dialog';
import { changeDiscussionFilters, type DiscussionListFilters } from '../url-state';
import { CategorySidebar } from './category-sidebar';
import { DiscussionRows } from './discussion-rows';
import { CheckboxField } from '../../../../components/ui/checkbox-field';

interface DiscussionBoardProps {
  filters: DiscussionListFilters;
  onFilters: (next: DiscussionListFilters) => void;
  /** The problem whose discussions are listed (/discussion/:problemID); null for the whole board. */
  pid: string | null;
  viewer: DiscussionViewer;
  /** A visitor's try to post or filter their own: the page asks them to log in. */
  onLoginNeeded: () => void;
}

/**
 * /discussion and /discussion/:problemID (spec part 3 §2.1): the categories beside the list, the
 * keyword, only-mine, the new-discussion dialog, the author's edit and delete, the admin's pin.
 */
export function DiscussionBoard({ filters, onFilters, pid, viewer, onLoginNeeded }: DiscussionBoardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery(discussionCategoriesQueryOptions(viewer.uid));
  const list = useQuery(discussionListQueryOptions(filters, pid, viewer.uid));
  const [formTarget, setFormTarget] = useState<DiscussionFormTarget | null>(null);
  const [deleting, setDeleting] = useState<DiscussionRow | null>(null);
  const remove = useDeleteDiscussion();
  const pin = usePinDiscussion();
  const categoryNames = new Map((categories.data ?? []).map((category) => [category.id, category.name]));
  const change = (next: Partial<Omit<DiscussionListFilters, 'currentPage'>>) =>
    onFilters(changeDiscussionFilters(filters, next));
  const total = list.data?.total ?? 0;

  function create(): void {
    if (viewer.uid === null) return onLoginNeeded();
    setFormTarget({ kind: 'create', pid, categoryId: filters.cid });
  }
  async function edit(row: DiscussionRow): Promise<void> {
    // The list has no content: the dialog starts from the discussion as stored.
    const detail = await queryClient.fetchQuery(discussionDetailQueryOptions(row.id, viewer.uid));
    setFormTarget({ kind: 'edit', id: row.id, pid: row.pid, values: discussionFormOf(detail) });
  }
  function togglePin(row: DiscussionRow): void {
    const topPriority = !row.topPriority;
    pin.mutate(
      { id: row.id, topPriority },
      {
        onSuccess: () =>
          showToast('success', topPriority ? t('discussion.pinDone') : t('discussion.unpinDone')),
      },
    );
  }

  return (
    <div className="space-y-4" data-testid="discussion-board" data-pid={pid ?? ''}>
      <div className="flex flex-wrap items-center gap-3">
        <h1
          className="min-w-0 text-xl font-semibold break-words text-slate-800"
          data-testid="discussion-heading"
        >
          {pid ? t('discussion.problemTitle', { pid }) : t('discussion.title')}
        </h1>
        {pid ? (
          <div className="flex flex-wrap gap-2">
            <AppLink
              href="/discussion"
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
              data-testid="discussion-general-link"
            >
              {t('discussion.generalDiscussion')}
            </AppLink>
            <AppLink
              href={`/problem/${encodeURIComponent(pid)}`}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
              data-testid="discussion-problem-link"
            >
              {t('discussion.backToProblem')}
            </AppLink>
          </div>
        ) : null}
        <Button className="ml-auto" onClick={create} data-testid="discussion-create">
          {t('discussion.create')}
        </Button>
      </div>
      <div className="flex flex-col gap-4 lg:flex-row">
        <CategorySidebar
          categories={categories.data ?? []}
          cid={filters.cid}
          onChoose={(cid) => change({ cid })}
        />
        <div className="min-w-0 flex-1">
          <ListCard
            heading={
              filters.cid !== null
                ? (categoryNames.get(filters.cid) ?? t('discussion.title'))
                : t('discussion.allCategories')
            }
            testId="discussion-list"
            actions={
              <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
                {viewer.uid !== null ? (
                  <CheckboxField
                    label={t('discussion.onlyMine')}
                    checked={filters.onlyMine}
                    onChange={(onlyMine) => change({ onlyMine })}
                    testId="discussion-only-mine"
                  />
                ) : null}
                <SearchBox
                  key={filters.keyword}
                  keyword={filters.keyword}
                  onSearch={(keyword) => change({ keyword })}
                  placeholder={t('discussion.searchPlaceholder')}
                  size="md"
                  className="min-w-0 flex-1 sm:w-72 sm:flex-none"
                  inputTestId="discussion-search"
                  buttonTestId="discussion-search-button"
                />
              </div>
            }
            paging={{
              total,
              totalText: t('discussion.total', { count: total }),
              currentPage: filters.currentPage,
              pageSize: discussionRules.listPageSize,
              onPage: (currentPage) => onFilters({ ...filters, currentPage }),
            }}
          >
            <DiscussionRows
              rows={list.data?.records ?? []}
              categoryNames={categoryNames}
              viewer={viewer}
              loading={list.isPending}
              emptyText={list.isError && !list.data ? t('discussion.loadFailed') : t('discussion.empty')}
              onEdit={(row) => void edit(row)}
              onDelete={setDeleting}
              onPin={togglePin}
              onCategory={(cid) => change({ cid })}
            />
          </ListCard>
        </div>
      </div>
      {formTarget ? (
        <DiscussionFormDialog
          target={formTarget}
          categories={categories.data ?? []}
          admin={viewer.admin}
          onClose={() => setFormTarget(null)}
        />
      ) : null}
      <DeleteConfirm
        target={deleting}
        title={t('discussion.deleteConfirm.title')}
        describe={(row) => t('discussion.deleteConfirm.describe', { title: row.title })}
        confirmText={t('discussion.deleteConfirm.confirm')}
        cancelText={t('discussion.deleteConfirm.cancel')}
        doneText={t('discussion.deleteConfirm.done')}
        busy={remove.isPending}
        onDelete={(row, deleted) => remove.mutate(row.id, { onSuccess: deleted })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
