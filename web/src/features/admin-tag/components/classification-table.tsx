import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/ui/data-table';
import type { AdminClassification } from '../api/classification-writes';
import { EditableTable } from './editable-table';

interface ClassificationTableProps {
  rows: readonly AdminClassification[];
  /** How many tags each classification groups, by its id. */
  tagCounts: ReadonlyMap<number, number>;
  loading: boolean;
  onEdit: (row: AdminClassification) => void;
  onDelete: (row: AdminClassification) => void;
}

/** The source's classifications by rank, with how many tags each groups. */
export function ClassificationTable({ tagCounts, ...table }: ClassificationTableProps) {
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
  ];
  return (
    <EditableTable
      kind="classification"
      columns={columns}
      emptyText={t('admin-tag.classifications.empty')}
      {...table}
    />
  );
}
