import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminTrainingRules, type AdminTraining } from '@oj/shared/api/admin-training';
import { AppLink } from '../../../../components/app-link';
import { DeleteConfirm } from '../../../../components/ui/delete-confirm';
import { ListCard } from '../../../../components/ui/list-card';
import { SearchBox } from '../../../../components/ui/search-box';
import { showToast } from '../../../../lib/toast-store';
import { useChangeTrainingStatus } from '../../api/change-training-status';
import { useDeleteTraining } from '../../api/delete-training';
import { adminTrainingListQueryOptions } from '../../api/get-admin-training-list';
import type { AdminTrainingListState } from '../training-list-search';
import { AdminTrainingTable } from './admin-training-table';

interface AdminTrainingListProps {
  state: AdminTrainingListState;
  /** Deleting a training is the super admin's alone (the server agrees). */
  canDelete: boolean;
  onState: (next: AdminTrainingListState) => void;
}

/** /admin/training: search, page, show or hide, edit, open the problems of, and delete trainings. */
export function AdminTrainingList({ state, canDelete, onState }: AdminTrainingListProps) {
  const { t } = useTranslation();
  const list = useQuery(adminTrainingListQueryOptions(state.keyword, state.currentPage));
  const status = useChangeTrainingStatus();
  const remove = useDeleteTraining();
  const [deleting, setDeleting] = useState<AdminTraining | null>(null);
  const total = list.data?.total ?? 0;
  return (
    <div className="space-y-4" data-testid="admin-training-list">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          key={state.keyword}
          keyword={state.keyword}
          onSearch={(keyword) => onState({ keyword, currentPage: 1 })}
          placeholder={t('admin-training.list.searchPlaceholder')}
          buttonText={t('admin-training.list.search')}
          maxLength={100}
          size="md"
          className="min-w-56 flex-1"
          inputTestId="admin-training-keyword"
          buttonTestId="admin-training-search"
        />
        <AppLink
          href="/admin/training/create"
          className="ml-auto rounded-md bg-blue-600 px-4 py-1.5 text-sm font-medium whitespace-nowrap text-white transition hover:bg-blue-700"
          data-testid="admin-training-create"
        >
          ＋ {t('admin-training.list.create')}
        </AppLink>
      </div>
      <ListCard
        heading={t('admin-training.list.heading')}
        hint={t('admin-training.list.hint')}
        paging={{
          total,
          totalText: t('admin-training.list.total', { count: total }),
          currentPage: state.currentPage,
          pageSize: adminTrainingRules.pageSize,
          onPage: (currentPage) => onState({ ...state, currentPage }),
        }}
      >
        <AdminTrainingTable
          rows={list.data?.records ?? []}
          loading={list.isPending}
          canDelete={canDelete}
          busyTid={status.isPending ? (status.variables?.tid ?? null) : null}
          onVisible={(row, shown) =>
            status.mutate(
              { tid: row.id, author: row.author, status: shown },
              {
                onSuccess: () =>
                  showToast('success', t(shown ? 'admin-training.list.shown' : 'admin-training.list.hidden')),
              },
            )
          }
          onDelete={setDeleting}
        />
      </ListCard>
      <DeleteConfirm
        target={deleting}
        title={t('admin-training.remove.title')}
        describe={(row) => t('admin-training.remove.text', { id: row.id, title: row.title })}
        confirmText={t('admin-training.remove.confirm')}
        cancelText={t('admin-training.remove.cancel')}
        doneText={t('admin-training.remove.done')}
        busy={remove.isPending}
        onDelete={(row, deleted) => remove.mutate(row.id, { onSuccess: deleted })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
