import { useTranslation } from 'react-i18next';
import type { AdminTraining } from '@oj/shared/api/admin-training';
import { AppLink } from '../../../../components/app-link';
import { EmptyState } from '../../../../components/ui/card';
import { DataTable, type DataColumn } from '../../../../components/ui/data-table';
import { ToggleSwitch } from '../../../../components/ui/toggle-switch';

interface AdminTrainingTableProps {
  rows: readonly AdminTraining[];
  loading: boolean;
  canDelete: boolean;
  /** The training whose switch is on its way to the server. */
  busyTid: number | null;
  onVisible: (row: AdminTraining, shown: boolean) => void;
  onDelete: (row: AdminTraining) => void;
}

const action = 'whitespace-nowrap text-sm text-blue-600 hover:underline';

/**
 * The admin's trainings: id, title with its access, rank, author, the visible switch and the row's
 * actions (edit, problems, delete). On a phone the author and rank fold and the actions wrap.
 */
export function AdminTrainingTable(props: AdminTrainingTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<AdminTraining>[] = [
    {
      key: 'id',
      header: t('admin-training.list.columns.id'),
      className: 'w-14 pl-4 text-slate-500 tabular-nums',
      hideBelow: 'sm',
      cell: (row) => row.id,
    },
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
    {
      key: 'visible',
      header: t('admin-training.list.columns.visible'),
      className: 'px-3',
      cell: (row) => (
        <ToggleSwitch
          checked={row.status}
          label={t('admin-training.list.visible')}
          disabled={props.busyTid === row.id}
          onChange={(shown) => props.onVisible(row, shown)}
          testId="admin-training-visible"
        />
      ),
    },
    {
      key: 'actions',
      header: t('admin-training.list.columns.actions'),
      className: 'px-3 pr-4',
      cell: (row) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          <AppLink
            href={`/admin/training/${row.id}/edit`}
            className={action}
            data-testid="admin-training-edit"
          >
            {t('admin-training.list.edit')}
          </AppLink>
          <AppLink
            href={`/admin/training/${row.id}/problems`}
            className={action}
            data-testid="admin-training-problems"
          >
            {t('admin-training.list.problems')}
          </AppLink>
          {props.canDelete ? (
            <button
              type="button"
              onClick={() => props.onDelete(row)}
              className="text-sm whitespace-nowrap text-red-600 hover:underline"
              data-testid="admin-training-delete"
            >
              {t('admin-training.list.delete')}
            </button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.id}
      look="banded"
      loading={props.loading}
      empty={<EmptyState text={t('admin-training.list.empty')} />}
      rowAttributes={(row) => ({ 'data-testid': 'admin-training-row', 'data-tid': row.id })}
    />
  );
}
