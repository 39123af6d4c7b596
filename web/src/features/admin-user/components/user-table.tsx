import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@oj/shared/api/admin-user';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Button } from '../../../components/ui/button';
import { formatBeijingTime } from '../../../lib/beijing-time';

interface UserTableProps {
  rows: readonly AdminUserRow[];
  loading: boolean;
  selfUid: string | undefined;
  onEdit: (row: AdminUserRow) => void;
  onDelete: (row: AdminUserRow) => void;
}

/** One page of accounts: name, real name, email, role, status, creation and the actions. */
export function UserTable({ rows, loading, selfUid, onEdit, onDelete }: UserTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<AdminUserRow>[] = [
    {
      key: 'username',
      header: t('admin-user.list.columns.username'),
      className: 'px-3',
      cellClassName: 'max-w-48 truncate font-medium text-slate-800',
      cell: (row) => (
        <span title={row.username}>
          {row.username}
          {row.uid === selfUid ? (
            <span className="ml-1 text-xs text-slate-400">({t('admin-user.list.you')})</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'realname',
      header: t('admin-user.list.columns.realname'),
      className: 'px-3',
      cellClassName: 'max-w-32 truncate',
      cell: (row) => row.realname,
    },
    {
      key: 'email',
      header: t('admin-user.list.columns.email'),
      className: 'px-3',
      cellClassName: 'max-w-56 truncate',
      hideBelow: 'lg',
      cell: (row) => <span title={row.email}>{row.email}</span>,
    },
    {
      key: 'role',
      header: t('admin-user.list.columns.role'),
      className: 'px-3 whitespace-nowrap',
      cell: (row) => t(`roles.${row.roles[0]?.id ?? 1002}`),
    },
    {
      key: 'status',
      header: t('admin-user.list.columns.status'),
      className: 'px-3 whitespace-nowrap',
      cell: (row) =>
        row.status === 1 ? (
          <span className="rounded bg-red-50 px-2 py-0.5 text-xs text-red-600">
            {t('admin-user.list.disabled')}
          </span>
        ) : (
          <span className="rounded bg-green-50 px-2 py-0.5 text-xs text-green-700">
            {t('admin-user.list.enabled')}
          </span>
        ),
    },
    {
      key: 'created',
      header: t('admin-user.list.columns.created'),
      className: 'px-3 whitespace-nowrap tabular-nums',
      hideBelow: 'lg',
      cell: (row) => formatBeijingTime(row.gmtCreate, 'minute'),
    },
    {
      key: 'actions',
      header: t('admin-user.list.columns.actions'),
      className: 'px-3 whitespace-nowrap',
      cell: (row) => (
        <span className="flex gap-3">
          <Button variant="link" onClick={() => onEdit(row)} data-testid="user-edit">
            {t('admin-user.list.edit')}
          </Button>
          <Button
            variant="link"
            className="text-red-600"
            disabled={row.uid === selfUid}
            onClick={() => onDelete(row)}
            data-testid="user-delete"
          >
            {t('admin-user.list.delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.uid}
      loading={loading}
      testId="admin-user-table"
      rowAttributes={(row) => ({ 'data-username': row.username })}
      empty={<p className="px-4 py-10 text-center text-sm text-slate-500">{t('admin-user.list.empty')}</p>}
    />
  );
}
