import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions';

/** What the page lists: tags and classifications. Test ids are named after it. */
export type EntryKind = 'tag' | 'classification';

interface EditableTableProps<R> {
  kind: EntryKind;
  /** The entry's own columns; edit and delete follow them. */
  columns: DataColumn<R>[];
  rows: readonly R[];
  loading: boolean;
  emptyText: string;
  onEdit: (row: R) => void;
  onDelete: (row: R) => void;
}

/** One judge source's tags or classifications, banded, each row ending with edit and delete. */
export function EditableTable<R extends { id: number; name: string }>(props: EditableTableProps<R>) {
  const { kind, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const actions: DataColumn<R> = {
    key: 'actions',
    header: '',
    className: 'w-32 px-3 text-right',
    cell: (row) => (
      <EditDeleteActions
        editText={t('admin-tag.edit')}
        deleteText={t('admin-tag.delete')}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
        editTestId={`edit-${kind}`}
        deleteTestId={`delete-${kind}`}
      />
    ),
  };
  return (
    <DataTable
      columns={[...props.columns, actions]}
      rows={props.rows}
      rowKey={(row) => row.id}
      look="banded"
      loading={props.loading}
      testId={`${kind}-table`}
      rowAttributes={(row) => ({ 'data-testid': `${kind}-${row.name}` })}
      empty={<p className="px-4 py-6 text-center text-sm text-slate-500">{props.emptyText}</p>}
    />
  );
}
