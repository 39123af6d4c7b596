import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminTrainingRules, type AdminTraining } from '@oj/shared/api/admin-training';
import { PagedList } from '../../../../components/admin-list/paged-list';
import { ListToolbar } from '../../../../components/admin-list/list-toolbar';
import { pageOfPlace } from '../../../../components/admin-list/list-place';
import { pendingRow, writeThenSay } from '../../../../components/admin-list/row-write';
import { useConfirmedDelete } from '../../../../components/admin-list/use-confirmed-delete';
import { useChangeTrainingStatus } from '../../api/change-training-status';
import { useDeleteTraining } from '../../api/delete-training';
import { adminTrainingListQueryOptions } from '../../api/get-admin-training-list';
import type { AdminTrainingListState } from '../training-list-search';
import { useAdminTrainingColumns } from './admin-training-columns';

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
  const removal = useConfirmedDelete({
    textsAt: 'admin-training.remove',
    describe: (row: AdminTraining) => t('admin-training.remove.text', { id: row.id, title: row.title }),
    mutation: remove,
    variables: (row) => row.id,
  });
  const columns = useAdminTrainingColumns({
    canDelete,
    busyTid: pendingRow(status, (query) => query.tid),
    onVisible: (row, shown) =>
      writeThenSay(
        status,
        { tid: row.id, author: row.author, status: shown },
        t(shown ? 'admin-training.list.shown' : 'admin-training.list.hidden'),
      ),
    onDelete: removal.ask,
  });
  return (
    <div className="space-y-4" data-testid="admin-training-list">
      <ListToolbar
        search={{
          place: state,
          onPlace: onState,
          placeholder: t('admin-training.list.searchPlaceholder'),
          inputTestId: 'admin-training-keyword',
          buttonTestId: 'admin-training-search',
        }}
        create={{
          href: '/admin/training/create',
          text: t('admin-training.list.create'),
          testId: 'admin-training-create',
        }}
      />
      <PagedList
        heading={t('admin-training.list.heading')}
        hint={t('admin-training.list.hint')}
        query={list}
        paging={{
          ...pageOfPlace(state, onState),
          pageSize: adminTrainingRules.pageSize,
          totalText: (count) => t('admin-training.list.total', { count }),
        }}
        columns={columns}
        rowKey={(row) => row.id}
        look="banded"
        rowAttributes={(row) => ({ 'data-testid': 'admin-training-row', 'data-tid': row.id })}
        empty={t('admin-training.list.empty')}
      />
      {removal.dialog}
    </div>
  );
}
