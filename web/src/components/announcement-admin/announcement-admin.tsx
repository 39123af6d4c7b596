import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBeijingTime } from '../../lib/beijing-time';
import { Button } from '../ui/button';
import { DataTable, type DataColumn } from '../ui/data-table';
import { DeleteConfirm } from '../ui/delete-confirm';
import { EditDeleteActions } from '../ui/edit-delete-actions';
import { ListCard } from '../ui/list-card';
import type { AnnouncementCalls, AnnouncementRow, AnnouncementScreenNames } from './announcement-admin-types';
import { AnnouncementEditor } from './announcement-editor';

interface Props<Row extends AnnouncementRow> extends AnnouncementScreenNames {
  calls: AnnouncementCalls;
  /** The page of the list the screen reads (its query lives in the feature). */
  list: { data?: { records: Row[]; total: number }; isPending: boolean };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** A line under the heading, saying who sees what. */
  hint?: string;
}

/**
 * An announcement admin screen (the site's, a contest's): the editor (new or one being edited),
 * the list with its shown/hidden toggles and pages, the delete confirmation.
 */
export function AnnouncementAdmin<Row extends AnnouncementRow>(props: Props<Row>) {
  const { strings, testId, calls, list, page, pageSize, onPage, hint } = props;
  const { t } = useTranslation();
  const [editor, setEditor] = useState<{ editing: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const { update, remove } = calls;
  const total = list.data?.total ?? 0;
  const columns: DataColumn<Row>[] = [
    { key: 'id', header: 'ID', className: 'px-3', cell: (row) => row.id, hideBelow: 'md' },
    {
      key: 'title',
      header: t(`${strings}.list.title`),
      className: 'px-3',
      cellClassName: 'whitespace-normal',
      cell: (row) => <span className="block max-w-[22rem] min-w-32 truncate">{row.title}</span>,
    },
    {
      key: 'time',
      header: t(`${strings}.list.created`),
      className: 'px-3 whitespace-nowrap',
      cell: (row) => formatBeijingTime(row.gmtCreate, 'minute'),
      hideBelow: 'lg',
    },
    {
      key: 'author',
      header: t(`${strings}.list.author`),
      className: 'px-3',
      cell: (row) => row.username,
      hideBelow: 'md',
    },
    {
      key: 'visible',
      header: t(`${strings}.list.visible`),
      className: 'px-3',
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={t(`${strings}.list.visible`)}
          checked={row.status === 0}
          disabled={update.isPending}
          onChange={(event) =>
            // The update says it was saved (its `says`), as after the editor's save.
            update.mutate({
              id: row.id,
              title: row.title,
              content: row.content,
              status: event.target.checked ? 0 : 1,
            })
          }
          data-testid={`${testId}-visible-${row.id}`}
        />
      ),
    },
    {
      key: 'actions',
      header: t(`${strings}.list.actions`),
      className: 'px-3',
      cell: (row) => (
        <EditDeleteActions
          editText={t(`${strings}.list.edit`)}
          deleteText={t(`${strings}.list.delete`)}
          onEdit={() => setEditor({ editing: row })}
          onDelete={() => setDeleting(row)}
          editTestId={`${testId}-edit-${row.id}`}
          deleteTestId={`${testId}-delete-${row.id}`}
        />
      ),
    },
  ];
  return (
    <div className="space-y-4">
      {editor ? (
        <AnnouncementEditor
          key={editor.editing?.id ?? 'new'}
          strings={strings}
          testId={testId}
          calls={calls}
          editing={editor.editing}
          onDone={() => setEditor(null)}
        />
      ) : null}
      <ListCard
        heading={t(`${strings}.list.heading`)}
        hint={hint}
        testId={`${testId}-list`}
        actions={
          <Button
            className="py-1.5"
            onClick={() => setEditor({ editing: null })}
            data-testid={`${testId}-create`}
          >
            {t(`${strings}.list.create`)}
          </Button>
        }
        paging={{
          total,
          totalText: t(`${strings}.list.total`, { total }),
          currentPage: page,
          pageSize,
          onPage,
        }}
      >
        <DataTable
          columns={columns}
          rows={list.data?.records ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          empty={<p className="px-4 py-8 text-center text-sm text-slate-400">{t(`${strings}.list.empty`)}</p>}
        />
      </ListCard>
      <DeleteConfirm
        target={deleting}
        title={t(`${strings}.remove.title`)}
        describe={(row) => t(`${strings}.remove.text`, { title: row.title })}
        confirmText={t(`${strings}.remove.confirm`)}
        cancelText={t(`${strings}.remove.cancel`)}
        doneText={t(`${strings}.remove.done`)}
        busy={remove.isPending}
        onDelete={(row, deleted) => remove.mutate(row.id, { onSuccess: deleted })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
