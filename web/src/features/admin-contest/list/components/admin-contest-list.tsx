import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminContestRules, type AdminContestRow } from '@oj/shared/api/admin-contest';
import { AppLink } from '../../../../components/app-link';
import { DeleteConfirm } from '../../../../components/ui/delete-confirm';
import { ListCard } from '../../../../components/ui/list-card';
import { SearchBox } from '../../../../components/ui/search-box';
import { showToast } from '../../../../lib/toast-store';
import { useChangeContestVisible } from '../../api/change-contest-visible';
import { useCloneContest } from '../../api/clone-contest';
import { useDeleteContest } from '../../api/delete-contest';
import { adminContestListQueryOptions } from '../../api/get-admin-contest-list';
import type { AdminContestListState } from '../contest-list-search';
import { AdminContestTable } from './admin-contest-table';

interface AdminContestListProps {
  state: AdminContestListState;
  /** Deleting a contest is the super admin's alone. */
  canDelete: boolean;
  onState: (next: AdminContestListState) => void;
}

/** /admin/contest: search, page, show or hide, clone and delete the contests the admin runs. */
export function AdminContestList({ state, canDelete, onState }: AdminContestListProps) {
  const { t } = useTranslation();
  const list = useQuery(adminContestListQueryOptions(state.keyword, state.currentPage));
  const visible = useChangeContestVisible();
  const clone = useCloneContest();
  const remove = useDeleteContest();
  const [deleting, setDeleting] = useState<AdminContestRow | null>(null);
  const total = list.data?.total ?? 0;
  const busyCid = visible.isPending
    ? (visible.variables?.cid ?? null)
    : clone.isPending
      ? (clone.variables ?? null)
      : null;
  return (
    <div className="space-y-4" data-testid="admin-contest-list">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          key={state.keyword}
          keyword={state.keyword}
          onSearch={(keyword) => onState({ keyword, currentPage: 1 })}
          placeholder={t('admin-contest.list.searchPlaceholder')}
          buttonText={t('admin-contest.list.search')}
          maxLength={255}
          size="md"
          className="min-w-56 flex-1"
          inputTestId="admin-contest-keyword"
          buttonTestId="admin-contest-search"
        />
        <AppLink
          href="/admin/contest/create"
          className="ml-auto rounded-md bg-blue-600 px-4 py-1.5 text-sm font-medium whitespace-nowrap text-white transition hover:bg-blue-700"
          data-testid="admin-contest-create"
        >
          ＋ {t('admin-contest.list.create')}
        </AppLink>
      </div>
      <ListCard
        heading={t('admin-contest.list.heading')}
        hint={t('admin-contest.list.hint')}
        paging={{
          total,
          totalText: t('admin-contest.list.total', { count: total }),
          currentPage: state.currentPage,
          pageSize: adminContestRules.pageSize,
          onPage: (currentPage) => onState({ ...state, currentPage }),
        }}
      >
        <AdminContestTable
          rows={list.data?.records ?? []}
          loading={list.isPending}
          canDelete={canDelete}
          busyCid={busyCid}
          onVisible={(row, shown) =>
            visible.mutate(
              { cid: row.id, uid: row.uid, visible: shown },
              {
                onSuccess: () =>
                  showToast('success', t(shown ? 'admin-contest.list.shown' : 'admin-contest.list.hidden')),
              },
            )
          }
          onClone={(row) =>
            clone.mutate(row.id, {
              onSuccess: () => {
                showToast('success', t('admin-contest.list.cloned', { title: row.title }));
                // The copy is the newest contest: it heads the first page.
                if (state.currentPage !== 1 || state.keyword !== '') onState({ keyword: '', currentPage: 1 });
              },
            })
          }
          onDelete={setDeleting}
        />
      </ListCard>
      <DeleteConfirm
        target={deleting}
        title={t('admin-contest.remove.title')}
        describe={(row) => t('admin-contest.remove.text', { id: row.id, title: row.title })}
        confirmText={t('admin-contest.remove.confirm')}
        cancelText={t('admin-contest.remove.cancel')}
        doneText={t('admin-contest.remove.done')}
        busy={remove.isPending}
        onDelete={(row, deleted) => remove.mutate(row.id, { onSuccess: deleted })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
