import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminAnnouncementRules, type AdminAnnouncement } from '@oj/shared/api/admin-announcement';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions';
import { ListCard } from '../../../components/ui/list-card';
import { formatBeijingTime } from '../../../lib/beijing-time';
import {
  announcementListQueryOptions,
  useDeleteAnnouncement,
  useUpdateAnnouncement,
} from '../api/announcement-calls';
import { AnnouncementEditor } from './announcement-editor';

/** The announcements: the editor panel (new or one being edited), the list with its toggles, pages. */
export function AnnouncementAdmin() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editor, setEditor] = useState<{ editing: AdminAnnouncement | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const list = useQuery(announcementListQueryOptions(page));
  const toggle = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  const total = list.data?.total ?? 0;
  const columns: DataColumn<AdminAnnouncement>[] = [
    { key: 'id', header: 'ID', cell: (row) => row.id, hideBelow: 'md' },
    {
      key: 'title',
      header: t('admin-announcement.list.title'),
      cell: (row) => <span className="block max-w-[22rem] truncate whitespace-normal">{row.title}</span>,
      cellClassName: 'whitespace-normal',
    },
    {
      key: 'time',
      header: t('admin-announcement.list.created'),
      cell: (row) => formatBeijingTime(row.gmtCreate),
      hideBelow: 'lg',
    },
    {
      key: 'author',
      header: t('admin-announcement.list.author'),
      cell: (row) => row.username,
      hideBelow: 'md',
    },
    {
      key: 'visible',
      header: t('admin-announcement.list.visible'),
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={t('admin-announcement.list.visible')}
          checked={row.status === 0}
          disabled={toggle.isPending}
          onChange={(event) =>
            toggle.mutate({
              id: row.id,
              title: row.title,
              content: row.content,
              status: event.target.checked ? 0 : 1,
            })
          }
          data-testid={`announcement-visible-${row.id}`}
        />
      ),
    },
    {
      key: 'actions',
      header: t('admin-announcement.list.actions'),
      cell: (row) => (
        <EditDeleteActions
          editText={t('admin-announcement.list.edit')}
          deleteText={t('admin-announcement.list.delete')}
          onEdit={() => setEditor({ editing: row })}
          onDelete={() => setDeleting(row)}
          editTestId={`announcement-edit-${row.id}`}
          deleteTestId={`announcement-delete-${row.id}`}
        />
      ),
    },
  ];
  return (
    <div className="space-y-4">
      {editor ? (
        <AnnouncementEditor
          key={editor.editing?.id ?? 'new'}
          editing={editor.editing}
          onDone={() => setEditor(null)}
        />
      ) : null}
      <ListCard
        heading={t('admin-announcement.list.heading')}
        testId="announcement-list"
        actions={
          <Button
            className="py-1.5"
            onClick={() => setEditor({ editing: null })}
            data-testid="announcement-create"
          >
            {t('admin-announcement.list.create')}
          </Button>
        }
        paging={{
          total,
          totalText: t('admin-announcement.list.total', { total }),
          currentPage: page,
          pageSize: adminAnnouncementRules.pageSize,
          onPage: setPage,
        }}
      >
        <DataTable
          columns={columns}
          rows={list.data?.records ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          empty={
            <p className="px-4 py-8 text-center text-sm text-slate-400">
              {t('admin-announcement.list.empty')}
            </p>
          }
        />
      </ListCard>
      <DeleteConfirm
        target={deleting}
        title={t('admin-announcement.remove.title')}
        describe={(row) => t('admin-announcement.remove.text', { title: row.title })}
        confirmText={t('admin-announcement.remove.confirm')}
        cancelText={t('admin-announcement.remove.cancel')}
        doneText={t('admin-announcement.remove.done')}
        busy={remove.isPending}
        onDelete={(row, deleted) => remove.mutate(row.id, { onSuccess: deleted })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
