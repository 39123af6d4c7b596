import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/ui/data-table';
import type { AdminTag } from '../api/tag-writes';
import { EditableTable } from './editable-table';

interface TagTableProps {
  rows: readonly AdminTag[];
  loading: boolean;
  onEdit: (row: AdminTag) => void;
  onDelete: (row: AdminTag) => void;
}

/** The source's tags: each drawn in its colour, with its classification and colour code. */
export function TagTable(table: TagTableProps) {
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
  ];
  return <EditableTable kind="tag" columns={columns} emptyText={t('admin-tag.tags.empty')} {...table} />;
}
