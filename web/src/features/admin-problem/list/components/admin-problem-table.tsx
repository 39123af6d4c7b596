import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../../../components/ui/data-table';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import type { AdminProblemRow } from '../admin-problem-row';
import type { ProblemAuth } from '../url-state';
import { VisibleSwitch } from './visible-switch';
import { ProblemRowActions } from './problem-row-actions';

interface AdminProblemTableProps {
  rows: readonly AdminProblemRow[];
  loading: boolean;
  canRejudge: boolean;
  canDelete: boolean;
  /** The pid whose visibility is being changed. */
  changingPid: number | null;
  onAuth: (row: AdminProblemRow, auth: ProblemAuth) => void;
  onRejudge: (row: AdminProblemRow) => void;
  onDelete: (row: AdminProblemRow) => void;
}

/** The problems of one page: ids, title, author, last change, the visible switch and the actions. */
export function AdminProblemTable(props: AdminProblemTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<AdminProblemRow>[] = [
    {
      key: 'id',
      header: t('admin-problem.list.columns.id'),
      className: 'w-16 px-3 tabular-nums',
      cell: (row) => row.pid,
    },
    {
      key: 'problemId',
      header: t('admin-problem.list.columns.problemId'),
      className: 'px-3 whitespace-nowrap',
      cell: (row) => row.problemId,
    },
    {
      key: 'title',
      header: t('admin-problem.list.columns.title'),
      className: 'px-3',
      cellClassName: 'max-w-72 truncate',
      cell: (row) => <span title={row.title}>{row.title}</span>,
    },
    {
      key: 'author',
      header: t('admin-problem.list.columns.author'),
      className: 'px-3 whitespace-nowrap',
      hideBelow: 'lg',
      cell: (row) => row.author,
    },
    {
      key: 'modified',
      header: t('admin-problem.list.columns.modified'),
      className: 'px-3 whitespace-nowrap tabular-nums',
      hideBelow: 'lg',
      cell: (row) => formatBeijingTime(row.gmtModified, 'minute'),
    },
    {
      key: 'visible',
      header: t('admin-problem.list.columns.visible'),
      className: 'px-3',
      cell: (row) => (
        <VisibleSwitch
          auth={row.auth as ProblemAuth}
          busy={props.changingPid === row.pid}
          onChange={(auth) => props.onAuth(row, auth)}
        />
      ),
    },
    {
      key: 'actions',
      header: t('admin-problem.list.columns.actions'),
      className: 'px-3',
      cell: (row) => (
        <ProblemRowActions
          row={row}
          canRejudge={props.canRejudge}
          canDelete={props.canDelete}
          onRejudge={props.onRejudge}
          onDelete={props.onDelete}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.pid}
      look="banded"
      loading={props.loading}
      testId="admin-problem-table"
      rowAttributes={(row) => ({ 'data-testid': `admin-problem-${row.problemId}` })}
      empty={<p className="px-4 py-10 text-center text-sm text-slate-500">{t('admin-problem.list.empty')}</p>}
    />
  );
}
