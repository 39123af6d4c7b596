import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import type { AdminClassification } from '../api/classification-writes';

interface ClassificationTableProps {
  rows: readonly AdminClassification[];
  /** How many tags each classification groups, by its id. */
  tagCounts: ReadonlyMap<number, number>;
  loading: boolean;
  onEdit: (row: AdminClassification) => void;
  onDelete: (row: AdminClassification) => void;
}

const action = 'text-sm whitespace-nowrap hover:underline';

/** The source's classifications by rank, with how many tags each groups. */
export function ClassificationTable({
  rows,
  tagCounts,
  loading,
  onEdit,
  onDelete,
}: ClassificationTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<AdminClassification>[] = [
    { key: 'name', header: t('admin-tag.classifications.name'), className: 'px-3', cell: (row) => row.name },
    {
      key: 'rank',
      header: t('admin-tag.classifications.rank'),
      className: 'w-20 px-3 tabular-nums',
      cell: (row) => row.rank,
    },
    {
      key: 'tags',
      header: t('admin-tag.classifications.tags'),
      className: 'w-20 px-3 tabular-nums',
      cell: (row) => tagCounts.get(row.id) ?? 0,
    },
    {
      key: 'actions',
      header: '',
      className: 'w-32 px-3 text-right',
      cell: (row) => (
        <span className="inline-flex gap-3">
          <button type="button" className={`${action} text-blue-600`} onClick={() => onEdit(row)}>
            {t('admin-tag.edit')}
          </button>
          <button
            type="button"
            className={`${action} text-red-600`}
            onClick={() => onDelete(row)}
            data-testid="delete-classification"
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
      testId="classification-table"
      rowAttributes={(row) => ({ 'data-testid': `classification-${row.name}` })}
      empty={
        <p className="px-4 py-6 text-center text-sm text-slate-500">{t('admin-tag.classifications.empty')}</p>
      }
    />
  );
}
