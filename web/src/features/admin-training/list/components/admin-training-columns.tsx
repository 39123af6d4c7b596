import { useTranslation } from 'react-i18next';
import type { AdminTraining } from '@oj/shared/api/admin-training';
import { RowActions } from '../../../../components/admin-list/row-actions';
import { switchColumn } from '../../../../components/admin-list/switch-column';
import type { DataColumn } from '../../../../components/ui/data-table';
import { idColumn } from '../../../../components/ui/id-column';

interface AdminTrainingColumnsProps {
  canDelete: boolean;
  /** The training whose switch is on its way to the server. */
  busyTid: number | null;
  onVisible: (row: AdminTraining, shown: boolean) => void;
  onDelete: (row: AdminTraining) => void;
}

/**
 * The admin's trainings: id, title with its access, rank, author, the visible switch and the row's
 * actions (edit, problems, delete). On a phone the author and rank fold and the actions wrap.
 */
export function useAdminTrainingColumns(props: AdminTrainingColumnsProps): DataColumn<AdminTraining>[] {
  const { t } = useTranslation();
  return [
    idColumn<AdminTraining>(t('admin-training.list.columns.id')),
    {
      key: 'title',
      header: t('admin-training.list.columns.title'),
      className: 'px-3',
      cell: (row) => (
        <div className="flex min-w-0 flex-col gap-1">
          <span className="font-medium break-words text-slate-800" data-testid="admin-training-title">
            {row.title}
          </span>
          <span
            className={`w-fit rounded border px-1.5 py-0.5 text-xs ${row.auth === 'Private' ? 'border-red-200 bg-red-50 text-red-700' : 'border-emerald-200 bg-emerald-50 text-emerald-700'}`}
          >
            {t(`admin-training.form.auths.${row.auth}`)}
          </span>
        </div>
      ),
    },
    {
      key: 'rank',
      header: t('admin-training.list.columns.rank'),
      className: 'px-3 tabular-nums',
      hideBelow: 'md',
      cell: (row) => row.rank,
    },
    {
      key: 'author',
      header: t('admin-training.list.columns.author'),
      className: 'px-3',
      hideBelow: 'md',
      cell: (row) => row.author,
    },
    switchColumn({
      key: 'visible',
      header: t('admin-training.list.columns.visible'),
      className: 'px-3',
      checked: (row) => row.status,
      label: t('admin-training.list.visible'),
      busy: (row) => props.busyTid === row.id,
      onChange: props.onVisible,
      testId: 'admin-training-visible',
    }),
    {
      key: 'actions',
      header: t('admin-training.list.columns.actions'),
      className: 'px-3 pr-4',
      cell: (row) => (
        <RowActions
          actions={[
            {
              text: t('admin-training.list.edit'),
              href: `/admin/training/${row.id}/edit`,
              testId: 'admin-training-edit',
            },
            {
              text: t('admin-training.list.problems'),
              href: `/admin/training/${row.id}/problems`,
              testId: 'admin-training-problems',
            },
            props.canDelete && {
              text: t('admin-training.list.delete'),
              onClick: () => props.onDelete(row),
              danger: true,
              testId: 'admin-training-delete',
            },
          ]}
        />
      ),
    },
  ];
}
