import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import type { AdminTag } from '../api/tag-writes';

interface TagTableProps {
  rows: readonly AdminTag[];
  loading: boolean;
  onEdit: (row: AdminTag) => void;
  onDelete: (row: AdminTag) => void;
}

const action = 'text-sm whitespace-nowrap hover:underline';

/** The source's tags: each drawn in its colour, with its classification and colour code. */
export function TagTable({ rows, loading, onEdit, onDelete }: TagTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<AdminTag>[] = [
    {
      key: 'name',
      header: t('admin-tag.tags.name'),
      className: 'px-3',
      cell: (row) => (
        <span
          className="inline-block max-w-60 truncate rounded px-2 py-0.5 text-xs font-medium text-white"
          style={{ backgroundColor: row.color }}
          title={row.name}
        >
          {row.name}
        </span>
      ),
    },
    {
      key: 'classification',
      header: t('admin-tag.tags.classification'),
      className: 'px-3',
      cell: (row) =>
        row.classification?.name ?? (
          <span className="text-slate-400">{t('admin-tag.tags.unclassified')}</span>
        ),
    },
    {
      key: 'color',
      header: t('admin-tag.tags.color'),
      className: 'px-3 font-mono text-xs text-slate-500',
      hideBelow: 'sm',
      cell: (row) => row.color,
    },
    {
      key: 'actions',
      header: '',
      className: 'w-32 px-3 text-right',
      cell: (row) => (
        <span className="inline-flex gap-3">
          <button
            type="button"
            className={`${action} text-blue-600`}
            onClick={() => onEdit(row)}
            data-testid="edit-tag"
          >
            {t('admin-tag.edit')}
          </button>
          <button
            type="button"
            className={`${action} text-red-600`}
            onClick={() => onDelete(row)}
            data-testid="delete-tag"
          >
            {t('admin-tag.delete')}
          </button>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      look="banded"
      loading={loading}
      testId="tag-table"
      rowAttributes={(row) => ({ 'data-testid': `tag-${row.name}` })}
      empty={<p className="px-4 py-6 text-center text-sm text-slate-500">{t('admin-tag.tags.empty')}</p>}
    />
  );
}
